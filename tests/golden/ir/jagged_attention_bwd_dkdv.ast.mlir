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
    KernelDef(name='attn_bwd_dkdv') @5:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @6:9
          .dtype:
            Name(id='DT') @6:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @6:41
          .dtype:
            Name(id='DT') @6:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @6:75
          .dtype:
            Name(id='DT') @6:85
        Param(name='d_o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @7:9
          .dtype:
            Name(id='DT') @7:21
        Param(name='lse2_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @7:43
          .dtype:
            Name(id='f32') @7:51
        Param(name='delta_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @7:63
          .dtype:
            Name(id='f32') @7:72
        Param(name='dk', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @8:9
          .dtype:
            Name(id='DT') @8:20
        Param(name='dv', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @8:44
          .dtype:
            Name(id='DT') @8:55
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @9:9
          .dtype:
            Name(id='i32') @9:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @9:25
          .dtype:
            Name(id='i32') @9:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @9:41
          .dtype:
            Name(id='f32') @9:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @9:56
          .dtype:
            Name(id='f32') @9:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @10:9
          .default:
            Name(id='f16') @10:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @10:26
          .default:
            Const(value=128) @10:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @10:42
          .default:
            Const(value=64) @10:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @10:63
          .default:
            Const(value=128) @10:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @10:85
          .default:
            Const(value=2) @10:101
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @11:9
          .default:
            Const(value=False) @11:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @11:32
          .default:
            Const(value='softmax') @11:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @11:56
          .default:
            Const(value=240) @11:70
        Param(name='WG_N', kind='const', dtype=None, dims=(), offsets=None) @11:75
          .default:
            Const(value=64) @11:89
        Param(name='SMEM_P', kind='const', dtype=None, dims=(), offsets=None) @12:9
          .default:
            Const(value=True) @12:25
        Param(name='PREFETCH', kind='const', dtype=None, dims=(), offsets=None) @12:31
          .default:
            Const(value=False) @12:49
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @12:56
          .default:
            Const(value=False) @12:73
        Param(name='KVBUF', kind='const', dtype=None, dims=(), offsets=None) @12:80
          .default:
            Const(value=2) @12:95
        Param(name='HEAD_GROUPS', kind='const', dtype=None, dims=(), offsets=None) @13:9
          .default:
            Const(value=1) @13:30
        Param(name='ROTATE', kind='const', dtype=None, dims=(), offsets=None) @13:33
          .default:
            Const(value=False) @13:49
        Param(name='P16', kind='const', dtype=None, dims=(), offsets=None) @13:56
          .default:
            Const(value=False) @13:69
        Param(name='SPLIT', kind='const', dtype=None, dims=(), offsets=None) @13:76
          .default:
            Const(value=False) @13:91
        Param(name='PF_LATE', kind='const', dtype=None, dims=(), offsets=None) @14:9
          .default:
            Const(value=False) @14:26
        Param(name='PD_SWAP', kind='const', dtype=None, dims=(), offsets=None) @14:33
          .default:
            Const(value=False) @14:50
        Param(name='PER_STEP', kind='const', dtype=None, dims=(), offsets=None) @14:57
          .default:
            Const(value=False) @14:75
        Param(name='LSE_SMEM', kind='const', dtype=None, dims=(), offsets=None) @14:82
          .default:
            Const(value=False) @14:100
        Param(name='DKV_TMA', kind='const', dtype=None, dims=(), offsets=None) @15:9
          .default:
            Const(value=False) @15:26
      .body:
        Require(message="HEAD_GROUPS divides the KV heads; a tile's (query head, query block) pairs, counted in 32 bits, stay below 2**31") @18:5
          .cond:
            BoolOp(op='and') @18:13
              .values:
                BinOp(op='==') @18:13
                  .lhs:
                    BinOp(op='%') @18:13
                      .lhs:
                        Name(id='HKV') @18:13
                      .rhs:
                        Name(id='HEAD_GROUPS') @18:19
                  .rhs:
                    Const(value=0) @18:34
                BinOp(op='<=') @18:40
                  .lhs:
                    BinOp(op='*') @18:40
                      .lhs:
                        BinOp(op='//') @18:40
                          .lhs:
                            Name(id='H') @18:40
                          .rhs:
                            Name(id='HKV') @18:45
                      .rhs:
                        Call(kwargs=()) @18:51
                          .func:
                            Name(id='cdiv') @18:51
                          .args:
                            Name(id='Tq') @18:56
                            Name(id='BLOCK_M') @18:60
                  .rhs:
                    Const(value=2147483647) @18:72
        Tiles() @19:5
          .dims:
            (
              ('hgo',)
              Call(kwargs=()) @19:18
                .func:
                  Name(id='range') @19:18
                .args:
                  Name(id='HEAD_GROUPS') @19:24
            )
            (
              ('seq', 'nt')
              Call(kwargs=()) @19:49
                .func:
                  Name(id='blocks') @19:49
                .args:
                  Name(id='k') @19:56
                  Name(id='BLOCK_N') @19:59
            )
            (
              ('hgi',)
              Call(kwargs=()) @19:76
                .func:
                  Name(id='range') @19:76
                .args:
                  BinOp(op='//') @19:82
                    .lhs:
                      Name(id='HKV') @19:82
                    .rhs:
                      Name(id='HEAD_GROUPS') @19:89
            )
          .options:
            TileOption(id='persistent', arg=None) @19:102
            TileOption(id='longest_first', arg=None) @19:113
            TileOption(id='dynamic') @19:127
              .arg:
                Name(id='DYNAMIC') @19:135
        Assign(targets=('kvh',)) @20:5
          .value:
            BinOp(op='+') @20:11
              .lhs:
                BinOp(op='*') @20:11
                  .lhs:
                    Name(id='hgo') @20:11
                  .rhs:
                    BinOp(op='//') @20:18
                      .lhs:
                        Name(id='HKV') @20:18
                      .rhs:
                        Name(id='HEAD_GROUPS') @20:25
              .rhs:
                Name(id='hgi') @20:40
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @21:5
          .cond:
            BinOp(op='==') @21:19
              .lhs:
                BinOp(op='%') @21:19
                  .lhs:
                    Name(id='BLOCK_N') @21:19
                  .rhs:
                    Name(id='WG_N') @21:29
              .rhs:
                Const(value=0) @21:37
        Assign(targets=('NWG',)) @22:5
          .value:
            BinOp(op='//') @22:11
              .lhs:
                Name(id='BLOCK_N') @22:11
              .rhs:
                Name(id='WG_N') @22:22
        Assign(targets=('KV_TMA',)) @26:5
          .value:
            BoolOp(op='and') @26:14
              .values:
                Name(id='DKV_TMA') @26:14
                BinOp(op='==') @26:26
                  .lhs:
                    Name(id='TARGET') @26:26
                  .rhs:
                    Const(value='gluon') @26:36
        SmemDecl(name='k_tile') @32:5
          .stages:
            BinOp(op='*') @32:17
              .lhs:
                Name(id='KVBUF') @32:17
              .rhs:
                BinOp(op='//') @32:26
                  .lhs:
                    Name(id='BLOCK_N') @32:26
                  .rhs:
                    Name(id='WG_N') @32:37
          .dtype:
            Name(id='DT') @32:45
          .shape:
            Name(id='WG_N') @32:48
            Name(id='D') @32:54
          .options:
            TileOption(id='per_step') @32:57
              .arg:
                Name(id='PER_STEP') @32:66
        SmemDecl(name='v_tile') @33:5
          .stages:
            BinOp(op='*') @33:17
              .lhs:
                Name(id='KVBUF') @33:17
              .rhs:
                BinOp(op='//') @33:26
                  .lhs:
                    Name(id='BLOCK_N') @33:26
                  .rhs:
                    Name(id='WG_N') @33:37
          .dtype:
            Name(id='DT') @33:45
          .shape:
            Name(id='WG_N') @33:48
            Name(id='D') @33:54
          .options:
            TileOption(id='per_step') @33:57
              .arg:
                Name(id='PER_STEP') @33:66
        SmemDecl(name='q_ring', options=()) @34:5
          .stages:
            Name(id='STAGES') @34:17
          .dtype:
            Name(id='DT') @34:26
          .shape:
            Name(id='BLOCK_M') @34:29
            Name(id='D') @34:38
        SmemDecl(name='do_ring', options=()) @35:5
          .stages:
            Name(id='STAGES') @35:18
          .dtype:
            Name(id='DT') @35:27
          .shape:
            Name(id='BLOCK_M') @35:30
            Name(id='D') @35:39
        If() @41:5
          .cond:
            Name(id='PD_SWAP') @41:8
          .body:
            SmemDecl(name='pd_s', options=()) @42:9
              .stages:
                BinOp(op='*') @42:19
                  .lhs:
                    Const(value=2) @42:19
                  .rhs:
                    BinOp(op='//') @42:24
                      .lhs:
                        Name(id='BLOCK_N') @42:24
                      .rhs:
                        Name(id='WG_N') @42:35
              .dtype:
                Name(id='DT') @42:43
              .shape:
                Name(id='BLOCK_M') @42:46
                Name(id='WG_N') @42:55
          .orelse:
            SmemDecl(name='p_s') @44:9
              .stages:
                BinOp(op='//') @44:18
                  .lhs:
                    Name(id='BLOCK_N') @44:18
                  .rhs:
                    Name(id='WG_N') @44:29
              .dtype:
                Name(id='DT') @44:36
              .shape:
                Name(id='BLOCK_M') @44:39
                Name(id='WG_N') @44:48
              .options:
                TileOption(id='per_step') @44:54
                  .arg:
                    Name(id='PER_STEP') @44:63
            SmemDecl(name='ds_s') @45:9
              .stages:
                BinOp(op='//') @45:19
                  .lhs:
                    Name(id='BLOCK_N') @45:19
                  .rhs:
                    Name(id='WG_N') @45:30
              .dtype:
                Name(id='DT') @45:37
              .shape:
                Name(id='BLOCK_M') @45:40
                Name(id='WG_N') @45:49
              .options:
                TileOption(id='per_step') @45:55
                  .arg:
                    Name(id='PER_STEP') @45:64
        If(orelse=()) @51:5
          .cond:
            BoolOp(op='and') @51:8
              .values:
                Name(id='LSE_SMEM') @51:8
                BinOp(op='==') @51:21
                  .lhs:
                    Name(id='ACT') @51:21
                  .rhs:
                    Const(value='softmax') @51:28
          .body:
            StaticAssert(message='LSE_SMEM: the producer loads lse and delta, not the warp groups (no PREFETCH)') @52:9
              .cond:
                Unary(op='not') @52:23
                  .operand:
                    Name(id='PREFETCH') @52:27
            If() @53:9
              .cond:
                Name(id='SMEM_P') @53:12
              .body:
                SmemDecl(name='lse_s', options=()) @54:13
                  .stages:
                    Name(id='STAGES') @54:24
                  .dtype:
                    Name(id='f32') @54:33
                  .shape:
                    Name(id='BLOCK_M') @54:37
                    Const(value=1) @54:46
                SmemDecl(name='dl_s', options=()) @55:13
                  .stages:
                    Name(id='STAGES') @55:23
                  .dtype:
                    Name(id='f32') @55:32
                  .shape:
                    Name(id='BLOCK_M') @55:36
                    Const(value=1) @55:45
              .orelse:
                SmemDecl(name='lse_s', options=()) @57:13
                  .stages:
                    Name(id='STAGES') @57:24
                  .dtype:
                    Name(id='f32') @57:33
                  .shape:
                    Const(value=1) @57:37
                    Name(id='BLOCK_M') @57:40
                SmemDecl(name='dl_s', options=()) @58:13
                  .stages:
                    Name(id='STAGES') @58:23
                  .dtype:
                    Name(id='f32') @58:32
                  .shape:
                    Const(value=1) @58:36
                    Name(id='BLOCK_M') @58:39
        BarrierDecl(name='kv_ready', kwargs=()) @59:5
          .size:
            Name(id='KVBUF') @59:22
        BarrierDecl(name='kv_free') @60:5
          .size:
            Name(id='KVBUF') @60:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @60:34
                .lhs:
                  Name(id='BLOCK_N') @60:34
                .rhs:
                  Name(id='WG_N') @60:45
            )
        BarrierDecl(name='qd_ready', kwargs=()) @61:5
          .size:
            Name(id='STAGES') @61:22
        BarrierDecl(name='qd_free') @62:5
          .size:
            Name(id='STAGES') @62:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @62:35
                .lhs:
                  Name(id='BLOCK_N') @62:35
                .rhs:
                  Name(id='WG_N') @62:46
            )
        Assign(targets=('LSE_RING',)) @64:5
          .value:
            BoolOp(op='and') @64:16
              .values:
                Name(id='LSE_SMEM') @64:16
                BinOp(op='==') @64:29
                  .lhs:
                    Name(id='ACT') @64:29
                  .rhs:
                    Const(value='softmax') @64:36
        Assign(targets=('len_q',)) @65:5
          .value:
            Attr(name='len') @65:13
              .value:
                Index() @65:13
                  .value:
                    Name(id='q') @65:13
                  .subs:
                    Name(id='seq') @65:15
        Assign(targets=('len_k',)) @66:5
          .value:
            Attr(name='len') @66:13
              .value:
                Index() @66:13
                  .value:
                    Name(id='k') @66:13
                  .subs:
                    Name(id='seq') @66:15
        Assign(targets=('q0',)) @67:5
          .value:
            Attr(name='start') @67:10
              .value:
                Index() @67:10
                  .value:
                    Name(id='q') @67:10
                  .subs:
                    Name(id='seq') @67:12
        Assign(targets=('n',)) @70:5
          .value:
            Name(id='nt') @70:9
        If(orelse=()) @71:5
          .cond:
            Name(id='CAUSAL') @71:8
          .body:
            Assign(targets=('n',)) @72:9
              .value:
                BinOp(op='-') @72:13
                  .lhs:
                    BinOp(op='-') @72:13
                      .lhs:
                        Call(kwargs=()) @72:13
                          .func:
                            Name(id='cdiv') @72:13
                          .args:
                            Name(id='len_k') @72:18
                            Name(id='BLOCK_N') @72:25
                      .rhs:
                        Const(value=1) @72:36
                  .rhs:
                    Name(id='nt') @72:40
        Assign(targets=('group',)) @73:5
          .value:
            BinOp(op='//') @73:13
              .lhs:
                Name(id='H') @73:13
              .rhs:
                Name(id='HKV') @73:18
        Assign(targets=('m_lo',)) @75:5
          .value:
            Const(value=0) @75:12
        If(orelse=()) @76:5
          .cond:
            Name(id='CAUSAL') @76:8
          .body:
            Assign(targets=('m_lo',)) @77:9
              .value:
                BinOp(op='//') @77:16
                  .lhs:
                    Call(kwargs=()) @77:16
                      .func:
                        Name(id='maximum') @77:16
                      .args:
                        BinOp(op='-') @77:24
                          .lhs:
                            BinOp(op='*') @77:24
                              .lhs:
                                Name(id='n') @77:24
                              .rhs:
                                Name(id='BLOCK_N') @77:28
                          .rhs:
                            BinOp(op='-') @77:39
                              .lhs:
                                Name(id='len_k') @77:39
                              .rhs:
                                Name(id='len_q') @77:47
                        Const(value=0) @77:55
                  .rhs:
                    Name(id='BLOCK_M') @77:61
        Assign(targets=('n_m',)) @78:5
          .value:
            Call(kwargs=()) @78:11
              .func:
                Name(id='maximum') @78:11
              .args:
                BinOp(op='-') @78:19
                  .lhs:
                    Call(kwargs=()) @78:19
                      .func:
                        Name(id='cdiv') @78:19
                      .args:
                        Name(id='len_q') @78:24
                        Name(id='BLOCK_M') @78:31
                  .rhs:
                    Name(id='m_lo') @78:42
                Const(value=0) @78:48
        Assign(targets=('steps',)) @79:5
          .value:
            BinOp(op='*') @79:13
              .lhs:
                Name(id='group') @79:13
              .rhs:
                Name(id='n_m') @79:21
        Assign(targets=('rot',)) @85:5
          .value:
            Const(value=0) @85:11
        If(orelse=()) @86:5
          .cond:
            Name(id='ROTATE') @86:8
          .body:
            Assign(targets=('rot',)) @87:9
              .value:
                BinOp(op='%') @87:17
                  .lhs:
                    BinOp(op='+') @87:17
                      .lhs:
                        BinOp(op='*') @87:17
                          .lhs:
                            BinOp(op='%') @87:17
                              .lhs:
                                Name(id='n') @87:17
                              .rhs:
                                Const(value=8) @87:21
                          .rhs:
                            Call(kwargs=()) @87:26
                              .func:
                                Name(id='cdiv') @87:26
                              .args:
                                Name(id='n_m') @87:31
                                Const(value=8) @87:36
                      .rhs:
                        BinOp(op='//') @87:41
                          .lhs:
                            Name(id='n') @87:41
                          .rhs:
                            Const(value=8) @87:46
                  .rhs:
                    Call(kwargs=()) @87:51
                      .func:
                        Name(id='maximum') @87:51
                      .args:
                        Name(id='n_m') @87:59
                        Const(value=1) @87:64
        Assign(targets=('n_x',)) @93:5
          .value:
            Const(value=0) @93:11
        Assign(targets=('n_xs',)) @94:5
          .value:
            Const(value=0) @94:12
        Assign(targets=('PARTS',)) @95:5
          .value:
            Const(value=1) @95:13
        If(orelse=()) @96:5
          .cond:
            Name(id='SPLIT') @96:8
          .body:
            StaticAssert(message='SPLIT orders the steps itself: not with ROTATE') @97:9
              .cond:
                Unary(op='not') @97:23
                  .operand:
                    Name(id='ROTATE') @97:27
            Assign(targets=('PARTS',)) @98:9
              .value:
                Const(value=2) @98:17
            If(orelse=()) @99:9
              .cond:
                Name(id='CAUSAL') @99:12
              .body:
                Assign(targets=('m_diag',)) @101:13
                  .value:
                    Call(kwargs=()) @101:22
                      .func:
                        Name(id='cdiv') @101:22
                      .args:
                        Call(kwargs=()) @101:27
                          .func:
                            Name(id='maximum') @101:27
                          .args:
                            BinOp(op='-') @101:35
                              .lhs:
                                BinOp(op='-') @101:35
                                  .lhs:
                                    BinOp(op='+') @101:35
                                      .lhs:
                                        BinOp(op='*') @101:35
                                          .lhs:
                                            Name(id='n') @101:35
                                          .rhs:
                                            Name(id='BLOCK_N') @101:39
                                      .rhs:
                                        Name(id='BLOCK_N') @101:49
                                  .rhs:
                                    Const(value=1) @101:59
                              .rhs:
                                BinOp(op='-') @101:64
                                  .lhs:
                                    Name(id='len_k') @101:64
                                  .rhs:
                                    Name(id='len_q') @101:72
                            Const(value=0) @101:80
                        Name(id='BLOCK_M') @101:84
                Assign(targets=('n_x',)) @102:13
                  .value:
                    Call(kwargs=()) @102:19
                      .func:
                        Name(id='minimum') @102:19
                      .args:
                        Call(kwargs=()) @102:27
                          .func:
                            Name(id='maximum') @102:27
                          .args:
                            BinOp(op='-') @102:35
                              .lhs:
                                Name(id='m_diag') @102:35
                              .rhs:
                                Name(id='m_lo') @102:44
                            Const(value=0) @102:50
                        Name(id='n_m') @102:54
            Assign(targets=('n_e',)) @103:9
              .value:
                BinOp(op='*') @103:15
                  .lhs:
                    Call(kwargs=()) @103:15
                      .func:
                        Name(id='minimum') @103:15
                      .args:
                        BinOp(op='%') @103:23
                          .lhs:
                            Name(id='len_q') @103:23
                          .rhs:
                            Name(id='BLOCK_M') @103:31
                        Const(value=1) @103:40
                  .rhs:
                    Call(kwargs=()) @103:45
                      .func:
                        Name(id='minimum') @103:45
                      .args:
                        BinOp(op='-') @103:53
                          .lhs:
                            Name(id='n_m') @103:53
                          .rhs:
                            Name(id='n_x') @103:59
                        Const(value=1) @103:64
            Assign(targets=('n_x',)) @104:9
              .value:
                BinOp(op='+') @104:15
                  .lhs:
                    Name(id='n_x') @104:15
                  .rhs:
                    Name(id='n_e') @104:21
            Assign(targets=('n_xs',)) @105:9
              .value:
                Call(kwargs=()) @105:16
                  .func:
                    Name(id='minimum') @105:16
                  .args:
                    BinOp(op='*') @105:24
                      .lhs:
                        Name(id='group') @105:24
                      .rhs:
                        Name(id='n_x') @105:32
                    Name(id='steps') @105:37
            Assign(targets=('rot',)) @106:9
              .value:
                BinOp(op='%') @106:16
                  .lhs:
                    BinOp(op='-') @106:16
                      .lhs:
                        Name(id='n_m') @106:16
                      .rhs:
                        Name(id='n_e') @106:22
                  .rhs:
                    Call(kwargs=()) @106:29
                      .func:
                        Name(id='maximum') @106:29
                      .args:
                        Name(id='n_m') @106:37
                        Const(value=1) @106:42
        Role(name='load', replica=None) @108:5
          .kwargs:
            (
              'warps'
              Const(value=1) @108:21
            )
            (
              'regs'
              Const(value=24) @108:29
            )
          .body:
            Assign(targets=('ks',)) @109:9
              .value:
                BinOp(op='%') @109:14
                  .lhs:
                    Name(id='tile_index') @109:14
                  .rhs:
                    Name(id='KVBUF') @109:27
            Wait(phase=None) @110:9
              .target:
                Index() @110:14
                  .value:
                    Name(id='kv_free') @110:14
                  .subs:
                    Name(id='ks') @110:22
            Expect() @111:9
              .target:
                Index() @111:16
                  .value:
                    Name(id='kv_ready') @111:16
                  .subs:
                    Name(id='ks') @111:25
              .nbytes:
                BinOp(op='*') @111:30
                  .lhs:
                    BinOp(op='*') @111:30
                      .lhs:
                        Const(value=2) @111:30
                      .rhs:
                        Name(id='NWG') @111:34
                  .rhs:
                    Call(kwargs=()) @111:40
                      .func:
                        Name(id='bytes') @111:40
                      .args:
                        Name(id='k_tile') @111:46
            For(var='i') @112:9
              .iter:
                Call(kwargs=()) @112:18
                  .func:
                    Name(id='static_range') @112:18
                  .args:
                    Name(id='NWG') @112:31
              .body:
                Tma() @113:13
                  .dst:
                    Index() @113:17
                      .value:
                        Name(id='k_tile') @113:17
                      .subs:
                        BinOp(op='+') @113:24
                          .lhs:
                            BinOp(op='*') @113:24
                              .lhs:
                                Name(id='ks') @113:24
                              .rhs:
                                Name(id='NWG') @113:29
                          .rhs:
                            Name(id='i') @113:35
                  .src:
                    Index() @113:41
                      .value:
                        Name(id='k') @113:41
                      .subs:
                        Name(id='seq') @113:43
                        BinOp(op='+') @113:48
                          .lhs:
                            BinOp(op='*') @113:48
                              .lhs:
                                Name(id='NWG') @113:48
                              .rhs:
                                Name(id='n') @113:54
                          .rhs:
                            Name(id='i') @113:58
                        Name(id='kvh') @113:61
                  .signals:
                    Index() @113:74
                      .value:
                        Name(id='kv_ready') @113:74
                      .subs:
                        Name(id='ks') @113:83
                Tma() @114:13
                  .dst:
                    Index() @114:17
                      .value:
                        Name(id='v_tile') @114:17
                      .subs:
                        BinOp(op='+') @114:24
                          .lhs:
                            BinOp(op='*') @114:24
                              .lhs:
                                Name(id='ks') @114:24
                              .rhs:
                                Name(id='NWG') @114:29
                          .rhs:
                            Name(id='i') @114:35
                  .src:
                    Index() @114:41
                      .value:
                        Name(id='v') @114:41
                      .subs:
                        Name(id='seq') @114:43
                        BinOp(op='+') @114:48
                          .lhs:
                            BinOp(op='*') @114:48
                              .lhs:
                                Name(id='NWG') @114:48
                              .rhs:
                                Name(id='n') @114:54
                          .rhs:
                            Name(id='i') @114:58
                        Name(id='kvh') @114:61
                  .signals:
                    Index() @114:74
                      .value:
                        Name(id='kv_ready') @114:74
                      .subs:
                        Name(id='ks') @114:83
            For(var='part') @115:9
              .iter:
                Call(kwargs=()) @115:21
                  .func:
                    Name(id='static_range') @115:21
                  .args:
                    Name(id='PARTS') @115:34
              .body:
                Assign(targets=('lo', 'hi')) @116:13
                  .value:
                    Call(kwargs=()) @116:22
                      .func:
                        Name(id='part_bounds') @116:22
                      .args:
                        Name(id='part') @116:34
                        Name(id='n_xs') @116:40
                        Name(id='steps') @116:46
                        Name(id='SPLIT') @116:53
                Pipeline(var='j', slot='slot', ring='qd') @117:13
                  .iter:
                    Call(kwargs=()) @117:27
                      .func:
                        Name(id='range') @117:27
                      .args:
                        Name(id='lo') @117:33
                        Name(id='hi') @117:37
                  .stages:
                    Name(id='STAGES') @117:54
                  .body:
                    Assign(targets=('head', 'mb')) @118:17
                      .value:
                        Call(kwargs=()) @118:28
                          .func:
                            Name(id='step_block') @118:28
                          .args:
                            Name(id='j') @118:39
                            Name(id='part') @118:42
                            BinOp(op='*') @118:48
                              .lhs:
                                Name(id='kvh') @118:48
                              .rhs:
                                Name(id='group') @118:54
                            Name(id='m_lo') @118:61
                            Name(id='rot') @118:67
                            Name(id='n_m') @118:72
                            Name(id='n_x') @118:77
                            Name(id='n_xs') @118:82
                            Name(id='SPLIT') @118:88
                    Wait(phase=None) @119:17
                      .target:
                        Index() @119:22
                          .value:
                            Name(id='qd_free') @119:22
                          .subs:
                            Name(id='slot') @119:30
                    If(orelse=()) @120:17
                      .cond:
                        Name(id='LSE_RING') @120:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @121:21
                          .value:
                            Call(kwargs=()) @121:37
                              .func:
                                Name(id='lse_delta_slots') @121:37
                              .args:
                                Name(id='head') @121:53
                                Name(id='mb') @121:59
                                Name(id='q0') @121:63
                                Name(id='len_q') @121:67
                                Name(id='lse2_t') @121:74
                                Name(id='delta_t') @121:82
                                Name(id='BLOCK_M') @121:91
                                Name(id='SMEM_P') @121:100
                        ExprStmt() @122:21
                          .value:
                            Call(kwargs=()) @122:21
                              .func:
                                Name(id='store_smem') @122:21
                              .args:
                                Index() @122:32
                                  .value:
                                    Name(id='lse_s') @122:32
                                  .subs:
                                    Name(id='slot') @122:38
                                Name(id='lse2_c') @122:45
                        ExprStmt() @123:21
                          .value:
                            Call(kwargs=()) @123:21
                              .func:
                                Name(id='store_smem') @123:21
                              .args:
                                Index() @123:32
                                  .value:
                                    Name(id='dl_s') @123:32
                                  .subs:
                                    Name(id='slot') @123:37
                                Name(id='dlt_c') @123:44
                    Expect() @124:17
                      .target:
                        Index() @124:24
                          .value:
                            Name(id='qd_ready') @124:24
                          .subs:
                            Name(id='slot') @124:33
                      .nbytes:
                        BinOp(op='+') @124:40
                          .lhs:
                            Call(kwargs=()) @124:40
                              .func:
                                Name(id='bytes') @124:40
                              .args:
                                Name(id='q_ring') @124:46
                          .rhs:
                            Call(kwargs=()) @124:56
                              .func:
                                Name(id='bytes') @124:56
                              .args:
                                Name(id='do_ring') @124:62
                    Tma() @125:17
                      .dst:
                        Index() @125:21
                          .value:
                            Name(id='q_ring') @125:21
                          .subs:
                            Name(id='slot') @125:28
                      .src:
                        Index() @125:37
                          .value:
                            Name(id='q') @125:37
                          .subs:
                            Name(id='seq') @125:39
                            Name(id='mb') @125:44
                            Name(id='head') @125:48
                      .signals:
                        Index() @125:62
                          .value:
                            Name(id='qd_ready') @125:62
                          .subs:
                            Name(id='slot') @125:71
                    Tma() @126:17
                      .dst:
                        Index() @126:21
                          .value:
                            Name(id='do_ring') @126:21
                          .subs:
                            Name(id='slot') @126:29
                      .src:
                        Index() @126:38
                          .value:
                            Name(id='d_o') @126:38
                          .subs:
                            Name(id='seq') @126:42
                            Name(id='mb') @126:47
                            Name(id='head') @126:51
                      .signals:
                        Index() @126:65
                          .value:
                            Name(id='qd_ready') @126:65
                          .subs:
                            Name(id='slot') @126:74
        Role(name='compute', replica='wg') @128:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @128:29
            )
            (
              'regs'
              Name(id='REGS') @128:39
            )
          .body:
            Assign(targets=('qk_scale',)) @129:9
              .value:
                BinOp(op='*') @129:20
                  .lhs:
                    Name(id='sm_scale') @129:20
                  .rhs:
                    Name(id='LOG2E') @129:31
            Assign(targets=('krow0',)) @130:9
              .value:
                BinOp(op='+') @130:17
                  .lhs:
                    BinOp(op='*') @130:17
                      .lhs:
                        Name(id='n') @130:17
                      .rhs:
                        Name(id='BLOCK_N') @130:21
                  .rhs:
                    BinOp(op='*') @130:31
                      .lhs:
                        Name(id='wg') @130:31
                      .rhs:
                        Name(id='WG_N') @130:36
            Assign(targets=('krows',)) @131:9
              .value:
                BinOp(op='+') @131:17
                  .lhs:
                    Name(id='krow0') @131:17
                  .rhs:
                    Call(kwargs=()) @131:25
                      .func:
                        Name(id='arange') @131:25
                      .args:
                        Name(id='WG_N') @131:32
            Assign(targets=('qcols',)) @132:9
              .value:
                Call(kwargs=()) @132:17
                  .func:
                    Name(id='arange') @132:17
                  .args:
                    Name(id='BLOCK_M') @132:24
            Assign(targets=('ks',)) @133:9
              .value:
                BinOp(op='%') @133:14
                  .lhs:
                    Name(id='tile_index') @133:14
                  .rhs:
                    Name(id='KVBUF') @133:27
            Assign(targets=('mine',)) @134:9
              .value:
                BinOp(op='+') @134:16
                  .lhs:
                    BinOp(op='*') @134:16
                      .lhs:
                        Name(id='ks') @134:16
                      .rhs:
                        Name(id='NWG') @134:21
                  .rhs:
                    Name(id='wg') @134:27
            Assign(targets=('acc_k',)) @135:9
              .value:
                Call(kwargs=()) @135:17
                  .func:
                    Name(id='zeros') @135:17
                  .args:
                    ListLit() @135:23
                      .elts:
                        Name(id='WG_N') @135:24
                        Name(id='D') @135:30
                    Name(id='f32') @135:34
            Assign(targets=('acc_v',)) @136:9
              .value:
                Call(kwargs=()) @136:17
                  .func:
                    Name(id='zeros') @136:17
                  .args:
                    ListLit() @136:23
                      .elts:
                        Name(id='WG_N') @136:24
                        Name(id='D') @136:30
                    Name(id='f32') @136:34
            Wait(phase=None) @137:9
              .target:
                Index() @137:14
                  .value:
                    Name(id='kv_ready') @137:14
                  .subs:
                    Name(id='ks') @137:23
            If(orelse=()) @139:9
              .cond:
                BoolOp(op='and') @139:12
                  .values:
                    BinOp(op='==') @139:12
                      .lhs:
                        Name(id='ACT') @139:12
                      .rhs:
                        Const(value='softmax') @139:19
                    Name(id='PREFETCH') @139:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @140:13
                  .value:
                    Call(kwargs=()) @140:29
                      .func:
                        Name(id='lse_delta') @140:29
                      .args:
                        Const(value=0) @140:39
                        Unary(op='-') @140:42
                          .operand:
                            Const(value=1) @140:43
                        BinOp(op='*') @140:46
                          .lhs:
                            Name(id='kvh') @140:46
                          .rhs:
                            Name(id='group') @140:52
                        Name(id='m_lo') @140:59
                        Name(id='rot') @140:65
                        Name(id='n_m') @140:70
                        Name(id='n_x') @140:75
                        Name(id='n_xs') @140:80
                        Name(id='SPLIT') @140:86
                        Name(id='q0') @140:93
                        Name(id='len_q') @140:97
                        Name(id='qcols') @140:104
                        Name(id='lse2_t') @140:111
                        Name(id='delta_t') @141:39
                        Name(id='BLOCK_M') @141:48
            For(var='part') @142:9
              .iter:
                Call(kwargs=()) @142:21
                  .func:
                    Name(id='static_range') @142:21
                  .args:
                    Name(id='PARTS') @142:34
              .body:
                Assign(targets=('lo', 'hi')) @143:13
                  .value:
                    Call(kwargs=()) @143:22
                      .func:
                        Name(id='part_bounds') @143:22
                      .args:
                        Name(id='part') @143:34
                        Name(id='n_xs') @143:40
                        Name(id='steps') @143:46
                        Name(id='SPLIT') @143:53
                Pipeline(var='j', slot='slot', ring='qd') @144:13
                  .iter:
                    Call(kwargs=()) @144:27
                      .func:
                        Name(id='range') @144:27
                      .args:
                        Name(id='lo') @144:33
                        Name(id='hi') @144:37
                  .stages:
                    Name(id='STAGES') @144:54
                  .body:
                    Assign(targets=('head', 'mb')) @145:17
                      .value:
                        Call(kwargs=()) @145:28
                          .func:
                            Name(id='step_block') @145:28
                          .args:
                            Name(id='j') @145:39
                            Name(id='part') @145:42
                            BinOp(op='*') @145:48
                              .lhs:
                                Name(id='kvh') @145:48
                              .rhs:
                                Name(id='group') @145:54
                            Name(id='m_lo') @145:61
                            Name(id='rot') @145:67
                            Name(id='n_m') @145:72
                            Name(id='n_x') @145:77
                            Name(id='n_xs') @145:82
                            Name(id='SPLIT') @145:88
                    Assign(targets=('qpos',)) @146:17
                      .value:
                        BinOp(op='+') @146:24
                          .lhs:
                            BinOp(op='*') @146:24
                              .lhs:
                                Name(id='mb') @146:24
                              .rhs:
                                Name(id='BLOCK_M') @146:29
                          .rhs:
                            Name(id='qcols') @146:39
                    Assign(targets=('lse2',)) @147:17
                      .value:
                        Call(kwargs=()) @147:24
                          .func:
                            Name(id='zeros') @147:24
                          .args:
                            ListLit() @147:30
                              .elts:
                                Name(id='BLOCK_M') @147:31
                            Name(id='f32') @147:41
                    Assign(targets=('dlt',)) @148:17
                      .value:
                        Call(kwargs=()) @148:23
                          .func:
                            Name(id='zeros') @148:23
                          .args:
                            ListLit() @148:29
                              .elts:
                                Name(id='BLOCK_M') @148:30
                            Name(id='f32') @148:40
                    Assign(targets=('pf_here',)) @152:17
                      .value:
                        BoolOp(op='and') @152:27
                          .values:
                            Name(id='PREFETCH') @152:27
                            Unary(op='not') @152:40
                              .operand:
                                BoolOp(op='and') @152:45
                                  .values:
                                    Name(id='PF_LATE') @152:45
                                    Name(id='SMEM_P') @152:57
                    If() @153:17
                      .cond:
                        BoolOp(op='and') @153:20
                          .values:
                            BinOp(op='==') @153:20
                              .lhs:
                                Name(id='ACT') @153:20
                              .rhs:
                                Const(value='softmax') @153:27
                            Name(id='PREFETCH') @153:41
                      .body:
                        Assign(targets=('lse2',)) @154:21
                          .value:
                            Name(id='lse2_n') @154:28
                        Assign(targets=('dlt',)) @155:21
                          .value:
                            Name(id='dlt_n') @155:27
                        If(orelse=()) @156:21
                          .cond:
                            Name(id='pf_here') @156:24
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @157:25
                              .value:
                                Call(kwargs=()) @157:41
                                  .func:
                                    Name(id='lse_delta') @157:41
                                  .args:
                                    Call(kwargs=()) @157:51
                                      .func:
                                        Name(id='minimum') @157:51
                                      .args:
                                        BinOp(op='+') @157:59
                                          .lhs:
                                            Name(id='j') @157:59
                                          .rhs:
                                            Const(value=1) @157:63
                                        BinOp(op='-') @157:66
                                          .lhs:
                                            Name(id='steps') @157:66
                                          .rhs:
                                            Const(value=1) @157:74
                                    BinOp(op='-') @157:78
                                      .lhs:
                                        BinOp(op='*') @157:78
                                          .lhs:
                                            Const(value=2) @157:78
                                          .rhs:
                                            Name(id='part') @157:82
                                      .rhs:
                                        Const(value=1) @157:89
                                    BinOp(op='*') @157:92
                                      .lhs:
                                        Name(id='kvh') @157:92
                                      .rhs:
                                        Name(id='group') @157:98
                                    Name(id='m_lo') @157:105
                                    Name(id='rot') @157:111
                                    Name(id='n_m') @157:116
                                    Name(id='n_x') @158:51
                                    Name(id='n_xs') @158:56
                                    Name(id='SPLIT') @158:62
                                    Name(id='q0') @158:69
                                    Name(id='len_q') @158:73
                                    Name(id='qcols') @158:80
                                    Name(id='lse2_t') @158:87
                                    Name(id='delta_t') @158:95
                                    Name(id='BLOCK_M') @158:104
                      .orelse:
                        If(orelse=()) @159:17
                          .cond:
                            BoolOp(op='and') @159:22
                              .values:
                                BinOp(op='==') @159:22
                                  .lhs:
                                    Name(id='ACT') @159:22
                                  .rhs:
                                    Const(value='softmax') @159:29
                                Unary(op='not') @159:43
                                  .operand:
                                    Name(id='LSE_RING') @159:47
                          .body:
                            Assign(targets=('qi',)) @163:21
                              .value:
                                BinOp(op='+') @163:26
                                  .lhs:
                                    Name(id='q0') @163:26
                                  .rhs:
                                    Call(kwargs=()) @163:31
                                      .func:
                                        Name(id='minimum') @163:31
                                      .args:
                                        Name(id='qpos') @163:39
                                        BinOp(op='-') @163:45
                                          .lhs:
                                            Name(id='len_q') @163:45
                                          .rhs:
                                            Const(value=1) @163:53
                            Assign(targets=('lse2',)) @164:21
                              .value:
                                Index() @164:28
                                  .value:
                                    Name(id='lse2_t') @164:28
                                  .subs:
                                    Name(id='head') @164:35
                                    Name(id='qi') @164:41
                            Assign(targets=('dlt',)) @165:21
                              .value:
                                Index() @165:27
                                  .value:
                                    Name(id='delta_t') @165:27
                                  .subs:
                                    Name(id='head') @165:35
                                    Name(id='qi') @165:41
                    If() @166:17
                      .cond:
                        BinOp(op='==') @166:20
                          .lhs:
                            Name(id='part') @166:20
                          .rhs:
                            Const(value=0) @166:28
                      .body:
                        Assign(targets=('edge',)) @167:21
                          .value:
                            BinOp(op='>') @167:28
                              .lhs:
                                BinOp(op='*') @167:29
                                  .lhs:
                                    BinOp(op='+') @167:29
                                      .lhs:
                                        Name(id='mb') @167:29
                                      .rhs:
                                        Const(value=1) @167:34
                                  .rhs:
                                    Name(id='BLOCK_M') @167:39
                              .rhs:
                                Name(id='len_q') @167:49
                        If(orelse=()) @168:21
                          .cond:
                            Name(id='CAUSAL') @168:24
                          .body:
                            Assign(targets=('edge',)) @169:25
                              .value:
                                BoolOp(op='or') @169:32
                                  .values:
                                    Name(id='edge') @169:32
                                    BinOp(op='>') @169:40
                                      .lhs:
                                        BinOp(op='-') @169:40
                                          .lhs:
                                            BinOp(op='+') @169:40
                                              .lhs:
                                                Name(id='krow0') @169:40
                                              .rhs:
                                                Name(id='WG_N') @169:48
                                          .rhs:
                                            Const(value=1) @169:55
                                      .rhs:
                                        BinOp(op='+') @169:59
                                          .lhs:
                                            BinOp(op='*') @169:59
                                              .lhs:
                                                Name(id='mb') @169:59
                                              .rhs:
                                                Name(id='BLOCK_M') @169:64
                                          .rhs:
                                            BinOp(op='-') @169:75
                                              .lhs:
                                                Name(id='len_k') @169:75
                                              .rhs:
                                                Name(id='len_q') @169:83
                      .orelse:
                        Assign(targets=('edge',)) @171:21
                          .value:
                            Const(value=False) @171:28
                    Wait(phase=None) @172:17
                      .target:
                        Index() @172:22
                          .value:
                            Name(id='qd_ready') @172:22
                          .subs:
                            Name(id='slot') @172:31
                    If() @173:17
                      .cond:
                        Name(id='SMEM_P') @173:20
                      .body:
                        Assign(targets=('s_f',)) @176:21
                          .value:
                            Call(kwargs=()) @176:27
                              .func:
                                Name(id='mma_async') @176:27
                              .args:
                                Index() @176:37
                                  .value:
                                    Name(id='q_ring') @176:37
                                  .subs:
                                    Name(id='slot') @176:44
                                Attr(name='T') @176:51
                                  .value:
                                    Index() @176:51
                                      .value:
                                        Name(id='k_tile') @176:51
                                      .subs:
                                        Name(id='mine') @176:58
                        Assign(targets=('dp_f',)) @177:21
                          .value:
                            Call(kwargs=()) @177:28
                              .func:
                                Name(id='mma_async') @177:28
                              .args:
                                Index() @177:38
                                  .value:
                                    Name(id='do_ring') @177:38
                                  .subs:
                                    Name(id='slot') @177:46
                                Attr(name='T') @177:53
                                  .value:
                                    Index() @177:53
                                      .value:
                                        Name(id='v_tile') @177:53
                                      .subs:
                                        Name(id='mine') @177:60
                        Assign(targets=('s',)) @178:21
                          .value:
                            Call() @178:25
                              .func:
                                Name(id='mma_wait') @178:25
                              .args:
                                Name(id='s_f') @178:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @178:47
                                )
                        Assign(targets=('kpos',)) @181:21
                          .value:
                            BinOp(op='+') @181:28
                              .lhs:
                                Name(id='krow0') @181:28
                              .rhs:
                                Call(kwargs=()) @181:36
                                  .func:
                                    Name(id='arange') @181:36
                                  .args:
                                    Name(id='WG_N') @181:43
                        If() @182:21
                          .cond:
                            Name(id='LSE_RING') @182:24
                          .body:
                            Assign(targets=('lse2c',)) @183:25
                              .value:
                                Call(kwargs=()) @183:33
                                  .func:
                                    Name(id='load') @183:33
                                  .args:
                                    Index() @183:38
                                      .value:
                                        Name(id='lse_s') @183:38
                                      .subs:
                                        Name(id='slot') @183:44
                          .orelse:
                            Assign(targets=('lse2c',)) @185:25
                              .value:
                                Index() @185:33
                                  .value:
                                    Name(id='lse2') @185:33
                                  .subs:
                                    FullSlice() @185:38
                                    Const(value=None) @185:41
                        Assign(targets=('p', 'dact')) @186:21
                          .value:
                            Call(kwargs=()) @186:31
                              .func:
                                Name(id='probs') @186:31
                              .args:
                                Name(id='s') @186:37
                                Name(id='edge') @186:40
                                Index() @186:46
                                  .value:
                                    Name(id='qpos') @186:46
                                  .subs:
                                    FullSlice() @186:51
                                    Const(value=None) @186:54
                                Index() @186:61
                                  .value:
                                    Name(id='kpos') @186:61
                                  .subs:
                                    Const(value=None) @186:66
                                    FullSlice() @186:72
                                Name(id='len_q') @186:76
                                Name(id='len_k') @186:83
                                Name(id='lse2c') @186:90
                                Name(id='qk_scale') @186:97
                                Name(id='sm_scale') @187:37
                                Name(id='CAUSAL') @187:47
                                Name(id='ACT') @187:55
                        Assign(targets=('pb',)) @188:21
                          .value:
                            Call(kwargs=()) @188:26
                              .func:
                                Name(id='cast') @188:26
                              .args:
                                Name(id='p') @188:31
                                Name(id='DT') @188:34
                        If() @189:21
                          .cond:
                            Name(id='PD_SWAP') @189:24
                          .body:
                            Assign(targets=('p_slot',)) @190:25
                              .value:
                                Index() @190:34
                                  .value:
                                    Name(id='pd_s') @190:34
                                  .subs:
                                    BinOp(op='+') @190:39
                                      .lhs:
                                        BinOp(op='*') @190:39
                                          .lhs:
                                            Const(value=2) @190:39
                                          .rhs:
                                            Name(id='wg') @190:43
                                      .rhs:
                                        BinOp(op='%') @190:48
                                          .lhs:
                                            Name(id='slot') @190:48
                                          .rhs:
                                            Const(value=2) @190:55
                            Assign(targets=('ds_slot',)) @191:25
                              .value:
                                Index() @191:35
                                  .value:
                                    Name(id='pd_s') @191:35
                                  .subs:
                                    BinOp(op='-') @191:40
                                      .lhs:
                                        BinOp(op='+') @191:40
                                          .lhs:
                                            BinOp(op='*') @191:40
                                              .lhs:
                                                Const(value=2) @191:40
                                              .rhs:
                                                Name(id='wg') @191:44
                                          .rhs:
                                            Const(value=1) @191:49
                                      .rhs:
                                        BinOp(op='%') @191:53
                                          .lhs:
                                            Name(id='slot') @191:53
                                          .rhs:
                                            Const(value=2) @191:60
                          .orelse:
                            Assign(targets=('p_slot',)) @193:25
                              .value:
                                Index() @193:34
                                  .value:
                                    Name(id='p_s') @193:34
                                  .subs:
                                    Name(id='wg') @193:38
                            Assign(targets=('ds_slot',)) @194:25
                              .value:
                                Index() @194:35
                                  .value:
                                    Name(id='ds_s') @194:35
                                  .subs:
                                    Name(id='wg') @194:40
                        ExprStmt() @195:21
                          .value:
                            Call(kwargs=()) @195:21
                              .func:
                                Name(id='store_smem') @195:21
                              .args:
                                Name(id='p_slot') @195:32
                                Name(id='pb') @195:40
                        Fence() @196:21
                        Assign(targets=('dv_f',)) @197:21
                          .value:
                            Call(kwargs=()) @197:28
                              .func:
                                Name(id='mma_async') @197:28
                              .args:
                                Attr(name='T') @197:38
                                  .value:
                                    Name(id='p_slot') @197:38
                                Index() @197:48
                                  .value:
                                    Name(id='do_ring') @197:48
                                  .subs:
                                    Name(id='slot') @197:56
                                Name(id='acc_v') @197:63
                        If(orelse=()) @198:21
                          .cond:
                            BoolOp(op='and') @198:24
                              .values:
                                Name(id='P16') @198:24
                                BinOp(op='==') @198:32
                                  .lhs:
                                    Name(id='ACT') @198:32
                                  .rhs:
                                    Const(value='softmax') @198:39
                          .body:
                            Assign(targets=('p',)) @201:25
                              .value:
                                Call(kwargs=()) @201:29
                                  .func:
                                    Name(id='cast') @201:29
                                  .args:
                                    Name(id='pb') @201:34
                                    Name(id='f32') @201:38
                            Assign(targets=('dact',)) @202:25
                              .value:
                                Name(id='p') @202:32
                        Assign(targets=('dp',)) @203:21
                          .value:
                            Call() @203:26
                              .func:
                                Name(id='mma_wait') @203:26
                              .args:
                                Name(id='dp_f') @203:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @203:49
                                )
                        If() @204:21
                          .cond:
                            Name(id='LSE_RING') @204:24
                          .body:
                            Assign(targets=('dltc',)) @205:25
                              .value:
                                Call(kwargs=()) @205:32
                                  .func:
                                    Name(id='load') @205:32
                                  .args:
                                    Index() @205:37
                                      .value:
                                        Name(id='dl_s') @205:37
                                      .subs:
                                        Name(id='slot') @205:42
                          .orelse:
                            Assign(targets=('dltc',)) @207:25
                              .value:
                                Index() @207:32
                                  .value:
                                    Name(id='dlt') @207:32
                                  .subs:
                                    FullSlice() @207:36
                                    Const(value=None) @207:39
                        ExprStmt() @208:21
                          .value:
                            Call(kwargs=()) @208:21
                              .func:
                                Name(id='store_smem') @208:21
                              .args:
                                Name(id='ds_slot') @208:32
                                Call(kwargs=()) @208:41
                                  .func:
                                    Name(id='cast') @208:41
                                  .args:
                                    Call(kwargs=()) @208:46
                                      .func:
                                        Name(id='dscores') @208:46
                                      .args:
                                        Name(id='p') @208:54
                                        Name(id='dact') @208:57
                                        Name(id='dp') @208:63
                                        Name(id='dltc') @208:67
                                        Name(id='ACT') @208:73
                                    Name(id='DT') @208:79
                        Fence() @209:21
                        Assign(targets=('dk_f',)) @210:21
                          .value:
                            Call(kwargs=()) @210:28
                              .func:
                                Name(id='mma_async') @210:28
                              .args:
                                Attr(name='T') @210:38
                                  .value:
                                    Name(id='ds_slot') @210:38
                                Index() @210:49
                                  .value:
                                    Name(id='q_ring') @210:49
                                  .subs:
                                    Name(id='slot') @210:56
                                Name(id='acc_k') @210:63
                        If(orelse=()) @211:21
                          .cond:
                            BoolOp(op='and') @211:24
                              .values:
                                BinOp(op='==') @211:24
                                  .lhs:
                                    Name(id='ACT') @211:24
                                  .rhs:
                                    Const(value='softmax') @211:31
                                Name(id='PREFETCH') @211:45
                                Unary(op='not') @211:58
                                  .operand:
                                    Name(id='pf_here') @211:62
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @212:25
                              .value:
                                Call(kwargs=()) @212:41
                                  .func:
                                    Name(id='lse_delta') @212:41
                                  .args:
                                    Call(kwargs=()) @212:51
                                      .func:
                                        Name(id='minimum') @212:51
                                      .args:
                                        BinOp(op='+') @212:59
                                          .lhs:
                                            Name(id='j') @212:59
                                          .rhs:
                                            Const(value=1) @212:63
                                        BinOp(op='-') @212:66
                                          .lhs:
                                            Name(id='steps') @212:66
                                          .rhs:
                                            Const(value=1) @212:74
                                    BinOp(op='-') @212:78
                                      .lhs:
                                        BinOp(op='*') @212:78
                                          .lhs:
                                            Const(value=2) @212:78
                                          .rhs:
                                            Name(id='part') @212:82
                                      .rhs:
                                        Const(value=1) @212:89
                                    BinOp(op='*') @212:92
                                      .lhs:
                                        Name(id='kvh') @212:92
                                      .rhs:
                                        Name(id='group') @212:98
                                    Name(id='m_lo') @212:105
                                    Name(id='rot') @212:111
                                    Name(id='n_m') @212:116
                                    Name(id='n_x') @213:51
                                    Name(id='n_xs') @213:56
                                    Name(id='SPLIT') @213:62
                                    Name(id='q0') @213:69
                                    Name(id='len_q') @213:73
                                    Name(id='qcols') @213:80
                                    Name(id='lse2_t') @213:87
                                    Name(id='delta_t') @213:95
                                    Name(id='BLOCK_M') @213:104
                        Assign(targets=('acc_v',)) @214:21
                          .value:
                            Call() @214:29
                              .func:
                                Name(id='mma_wait') @214:29
                              .args:
                                Name(id='dv_f') @214:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @214:52
                                )
                        Assign(targets=('acc_k',)) @215:21
                          .value:
                            Call(kwargs=()) @215:29
                              .func:
                                Name(id='mma_wait') @215:29
                              .args:
                                Name(id='dk_f') @215:38
                      .orelse:
                        Assign(targets=('st_f',)) @219:21
                          .value:
                            Call(kwargs=()) @219:28
                              .func:
                                Name(id='mma_async') @219:28
                              .args:
                                Index() @219:38
                                  .value:
                                    Name(id='k_tile') @219:38
                                  .subs:
                                    Name(id='mine') @219:45
                                Attr(name='T') @219:52
                                  .value:
                                    Index() @219:52
                                      .value:
                                        Name(id='q_ring') @219:52
                                      .subs:
                                        Name(id='slot') @219:59
                        Assign(targets=('dpt_f',)) @220:21
                          .value:
                            Call(kwargs=()) @220:29
                              .func:
                                Name(id='mma_async') @220:29
                              .args:
                                Index() @220:39
                                  .value:
                                    Name(id='v_tile') @220:39
                                  .subs:
                                    Name(id='mine') @220:46
                                Attr(name='T') @220:53
                                  .value:
                                    Index() @220:53
                                      .value:
                                        Name(id='do_ring') @220:53
                                      .subs:
                                        Name(id='slot') @220:61
                        Assign(targets=('st',)) @221:21
                          .value:
                            Call() @221:26
                              .func:
                                Name(id='mma_wait') @221:26
                              .args:
                                Name(id='st_f') @221:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @221:49
                                )
                        If() @222:21
                          .cond:
                            Name(id='LSE_RING') @222:24
                          .body:
                            Assign(targets=('lse2r',)) @223:25
                              .value:
                                Call(kwargs=()) @223:33
                                  .func:
                                    Name(id='load') @223:33
                                  .args:
                                    Index() @223:38
                                      .value:
                                        Name(id='lse_s') @223:38
                                      .subs:
                                        Name(id='slot') @223:44
                          .orelse:
                            Assign(targets=('lse2r',)) @225:25
                              .value:
                                Index() @225:33
                                  .value:
                                    Name(id='lse2') @225:33
                                  .subs:
                                    Const(value=None) @225:38
                                    FullSlice() @225:44
                        Assign(targets=('pt', 'dact')) @226:21
                          .value:
                            Call(kwargs=()) @226:32
                              .func:
                                Name(id='probs') @226:32
                              .args:
                                Name(id='st') @226:38
                                Name(id='edge') @226:42
                                Index() @226:48
                                  .value:
                                    Name(id='qpos') @226:48
                                  .subs:
                                    Const(value=None) @226:53
                                    FullSlice() @226:59
                                Index() @226:63
                                  .value:
                                    Name(id='krows') @226:63
                                  .subs:
                                    FullSlice() @226:69
                                    Const(value=None) @226:72
                                Name(id='len_q') @226:79
                                Name(id='len_k') @226:86
                                Name(id='lse2r') @226:93
                                Name(id='qk_scale') @226:100
                                Name(id='sm_scale') @227:38
                                Name(id='CAUSAL') @227:48
                                Name(id='ACT') @227:56
                        Assign(targets=('dv_f',)) @230:21
                          .value:
                            Call(kwargs=()) @230:28
                              .func:
                                Name(id='mma_async') @230:28
                              .args:
                                Call(kwargs=()) @230:38
                                  .func:
                                    Name(id='cast') @230:38
                                  .args:
                                    Name(id='pt') @230:43
                                    Name(id='DT') @230:47
                                Index() @230:52
                                  .value:
                                    Name(id='do_ring') @230:52
                                  .subs:
                                    Name(id='slot') @230:60
                                Name(id='acc_v') @230:67
                        Assign(targets=('dpt',)) @231:21
                          .value:
                            Call() @231:27
                              .func:
                                Name(id='mma_wait') @231:27
                              .args:
                                Name(id='dpt_f') @231:36
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @231:51
                                )
                        If() @232:21
                          .cond:
                            Name(id='LSE_RING') @232:24
                          .body:
                            Assign(targets=('dltr',)) @233:25
                              .value:
                                Call(kwargs=()) @233:32
                                  .func:
                                    Name(id='load') @233:32
                                  .args:
                                    Index() @233:37
                                      .value:
                                        Name(id='dl_s') @233:37
                                      .subs:
                                        Name(id='slot') @233:42
                          .orelse:
                            Assign(targets=('dltr',)) @235:25
                              .value:
                                Index() @235:32
                                  .value:
                                    Name(id='dlt') @235:32
                                  .subs:
                                    Const(value=None) @235:36
                                    FullSlice() @235:42
                        Assign(targets=('dst',)) @236:21
                          .value:
                            Call(kwargs=()) @236:27
                              .func:
                                Name(id='dscores') @236:27
                              .args:
                                Name(id='pt') @236:35
                                Name(id='dact') @236:39
                                Name(id='dpt') @236:45
                                Name(id='dltr') @236:50
                                Name(id='ACT') @236:56
                        Assign(targets=('dk_f',)) @237:21
                          .value:
                            Call(kwargs=()) @237:28
                              .func:
                                Name(id='mma_async') @237:28
                              .args:
                                Call(kwargs=()) @237:38
                                  .func:
                                    Name(id='cast') @237:38
                                  .args:
                                    Name(id='dst') @237:43
                                    Name(id='DT') @237:48
                                Index() @237:53
                                  .value:
                                    Name(id='q_ring') @237:53
                                  .subs:
                                    Name(id='slot') @237:60
                                Name(id='acc_k') @237:67
                        Assign(targets=('acc_v',)) @238:21
                          .value:
                            Call() @238:29
                              .func:
                                Name(id='mma_wait') @238:29
                              .args:
                                Name(id='dv_f') @238:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @238:52
                                )
                        Assign(targets=('acc_k',)) @239:21
                          .value:
                            Call(kwargs=()) @239:29
                              .func:
                                Name(id='mma_wait') @239:29
                              .args:
                                Name(id='dk_f') @239:38
                    Arrive(count=None) @240:17
                      .target:
                        Index() @240:24
                          .value:
                            Name(id='qd_free') @240:24
                          .subs:
                            Name(id='slot') @240:32
            If(orelse=()) @241:9
              .cond:
                Unary(op='not') @241:12
                  .operand:
                    Name(id='KV_TMA') @241:16
              .body:
                Arrive(count=None) @242:13
                  .target:
                    Index() @242:20
                      .value:
                        Name(id='kv_free') @242:20
                      .subs:
                        Name(id='ks') @242:28
            Assign(targets=('k_scale',)) @243:9
              .value:
                Name(id='sm_scale') @243:19
            Assign(targets=('v_scale',)) @244:9
              .value:
                Const(value=1.0) @244:19
            If(orelse=()) @245:9
              .cond:
                BinOp(op='==') @245:12
                  .lhs:
                    Name(id='ACT') @245:12
                  .rhs:
                    Const(value='silu') @245:19
              .body:
                Assign(targets=('k_scale',)) @246:13
                  .value:
                    BinOp(op='*') @246:23
                      .lhs:
                        Name(id='sm_scale') @246:23
                      .rhs:
                        Name(id='out_scale') @246:34
                Assign(targets=('v_scale',)) @247:13
                  .value:
                    Name(id='out_scale') @247:23
            If() @248:9
              .cond:
                Name(id='KV_TMA') @248:12
              .body:
                ExprStmt() @249:13
                  .value:
                    Call(kwargs=()) @249:13
                      .func:
                        Name(id='store_smem') @249:13
                      .args:
                        Index() @249:24
                          .value:
                            Name(id='k_tile') @249:24
                          .subs:
                            Name(id='mine') @249:31
                        Call(kwargs=()) @249:38
                          .func:
                            Name(id='cast') @249:38
                          .args:
                            BinOp(op='*') @249:43
                              .lhs:
                                Name(id='acc_k') @249:43
                              .rhs:
                                Name(id='k_scale') @249:51
                            Name(id='DT') @249:60
                ExprStmt() @250:13
                  .value:
                    Call(kwargs=()) @250:13
                      .func:
                        Name(id='store_smem') @250:13
                      .args:
                        Index() @250:24
                          .value:
                            Name(id='v_tile') @250:24
                          .subs:
                            Name(id='mine') @250:31
                        Call(kwargs=()) @250:38
                          .func:
                            Name(id='cast') @250:38
                          .args:
                            BinOp(op='*') @250:43
                              .lhs:
                                Name(id='acc_v') @250:43
                              .rhs:
                                Name(id='v_scale') @250:51
                            Name(id='DT') @250:60
                Fence() @251:13
                Tma(signals=None) @252:13
                  .dst:
                    Index() @252:17
                      .value:
                        Name(id='dk') @252:17
                      .subs:
                        Name(id='seq') @252:20
                        BinOp(op='+') @252:25
                          .lhs:
                            BinOp(op='*') @252:25
                              .lhs:
                                Name(id='NWG') @252:25
                              .rhs:
                                Name(id='n') @252:31
                          .rhs:
                            Name(id='wg') @252:35
                        Name(id='kvh') @252:39
                  .src:
                    Index() @252:47
                      .value:
                        Name(id='k_tile') @252:47
                      .subs:
                        Name(id='mine') @252:54
                Tma(signals=None) @253:13
                  .dst:
                    Index() @253:17
                      .value:
                        Name(id='dv') @253:17
                      .subs:
                        Name(id='seq') @253:20
                        BinOp(op='+') @253:25
                          .lhs:
                            BinOp(op='*') @253:25
                              .lhs:
                                Name(id='NWG') @253:25
                              .rhs:
                                Name(id='n') @253:31
                          .rhs:
                            Name(id='wg') @253:35
                        Name(id='kvh') @253:39
                  .src:
                    Index() @253:47
                      .value:
                        Name(id='v_tile') @253:47
                      .subs:
                        Name(id='mine') @253:54
                Arrive(count=None) @254:13
                  .target:
                    Index() @254:20
                      .value:
                        Name(id='kv_free') @254:20
                      .subs:
                        Name(id='ks') @254:28
              .orelse:
                Assign(targets=('live',)) @256:13
                  .value:
                    BinOp(op='<') @256:20
                      .lhs:
                        Name(id='krows') @256:20
                      .rhs:
                        Name(id='len_k') @256:28
                Store() @257:13
                  .target:
                    Index() @257:13
                      .value:
                        Name(id='dk') @257:13
                      .subs:
                        Name(id='seq') @257:16
                  .subs:
                    Index() @257:21
                      .value:
                        Name(id='krows') @257:21
                      .subs:
                        FullSlice() @257:27
                        Const(value=None) @257:30
                    Name(id='kvh') @257:37
                    Index() @257:42
                      .value:
                        Call(kwargs=()) @257:42
                          .func:
                            Name(id='arange') @257:42
                          .args:
                            Name(id='D') @257:49
                      .subs:
                        Const(value=None) @257:52
                        FullSlice() @257:58
                  .value:
                    Call(kwargs=()) @257:64
                      .func:
                        Name(id='cast') @257:64
                      .args:
                        BinOp(op='*') @257:69
                          .lhs:
                            Name(id='acc_k') @257:69
                          .rhs:
                            Name(id='k_scale') @257:77
                        Name(id='DT') @257:86
                  .mask:
                    Index() @257:96
                      .value:
                        Name(id='live') @257:96
                      .subs:
                        FullSlice() @257:101
                        Const(value=None) @257:104
                Store() @258:13
                  .target:
                    Index() @258:13
                      .value:
                        Name(id='dv') @258:13
                      .subs:
                        Name(id='seq') @258:16
                  .subs:
                    Index() @258:21
                      .value:
                        Name(id='krows') @258:21
                      .subs:
                        FullSlice() @258:27
                        Const(value=None) @258:30
                    Name(id='kvh') @258:37
                    Index() @258:42
                      .value:
                        Call(kwargs=()) @258:42
                          .func:
                            Name(id='arange') @258:42
                          .args:
                            Name(id='D') @258:49
                      .subs:
                        Const(value=None) @258:52
                        FullSlice() @258:58
                  .value:
                    Call(kwargs=()) @258:64
                      .func:
                        Name(id='cast') @258:64
                      .args:
                        BinOp(op='*') @258:69
                          .lhs:
                            Name(id='acc_v') @258:69
                          .rhs:
                            Name(id='v_scale') @258:77
                        Name(id='DT') @258:86
                  .mask:
                    Index() @258:96
                      .value:
                        Name(id='live') @258:96
                      .subs:
                        FullSlice() @258:101
                        Const(value=None) @258:104