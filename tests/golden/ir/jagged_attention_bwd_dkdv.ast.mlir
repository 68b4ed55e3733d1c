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
      .body:
        Require(message="HEAD_GROUPS divides the KV heads; a tile's (query head, query block) pairs, counted in 32 bits, stay below 2**31") @17:5
          .cond:
            BoolOp(op='and') @17:13
              .values:
                BinOp(op='==') @17:13
                  .lhs:
                    BinOp(op='%') @17:13
                      .lhs:
                        Name(id='HKV') @17:13
                      .rhs:
                        Name(id='HEAD_GROUPS') @17:19
                  .rhs:
                    Const(value=0) @17:34
                BinOp(op='<=') @17:40
                  .lhs:
                    BinOp(op='*') @17:40
                      .lhs:
                        BinOp(op='//') @17:40
                          .lhs:
                            Name(id='H') @17:40
                          .rhs:
                            Name(id='HKV') @17:45
                      .rhs:
                        Call(kwargs=()) @17:51
                          .func:
                            Name(id='cdiv') @17:51
                          .args:
                            Name(id='Tq') @17:56
                            Name(id='BLOCK_M') @17:60
                  .rhs:
                    Const(value=2147483647) @17:72
        Tiles() @18:5
          .dims:
            (
              ('hgo',)
              Call(kwargs=()) @18:18
                .func:
                  Name(id='range') @18:18
                .args:
                  Name(id='HEAD_GROUPS') @18:24
            )
            (
              ('seq', 'nt')
              Call(kwargs=()) @18:49
                .func:
                  Name(id='blocks') @18:49
                .args:
                  Name(id='k') @18:56
                  Name(id='BLOCK_N') @18:59
            )
            (
              ('hgi',)
              Call(kwargs=()) @18:76
                .func:
                  Name(id='range') @18:76
                .args:
                  BinOp(op='//') @18:82
                    .lhs:
                      Name(id='HKV') @18:82
                    .rhs:
                      Name(id='HEAD_GROUPS') @18:89
            )
          .options:
            TileOption(id='persistent', arg=None) @18:102
            TileOption(id='longest_first', arg=None) @18:113
            TileOption(id='dynamic') @18:127
              .arg:
                Name(id='DYNAMIC') @18:135
        Assign(targets=('kvh',)) @19:5
          .value:
            BinOp(op='+') @19:11
              .lhs:
                BinOp(op='*') @19:11
                  .lhs:
                    Name(id='hgo') @19:11
                  .rhs:
                    BinOp(op='//') @19:18
                      .lhs:
                        Name(id='HKV') @19:18
                      .rhs:
                        Name(id='HEAD_GROUPS') @19:25
              .rhs:
                Name(id='hgi') @19:40
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @20:5
          .cond:
            BinOp(op='==') @20:19
              .lhs:
                BinOp(op='%') @20:19
                  .lhs:
                    Name(id='BLOCK_N') @20:19
                  .rhs:
                    Name(id='WG_N') @20:29
              .rhs:
                Const(value=0) @20:37
        Assign(targets=('NWG',)) @21:5
          .value:
            BinOp(op='//') @21:11
              .lhs:
                Name(id='BLOCK_N') @21:11
              .rhs:
                Name(id='WG_N') @21:22
        SmemDecl(name='k_tile') @27:5
          .stages:
            BinOp(op='*') @27:17
              .lhs:
                Name(id='KVBUF') @27:17
              .rhs:
                BinOp(op='//') @27:26
                  .lhs:
                    Name(id='BLOCK_N') @27:26
                  .rhs:
                    Name(id='WG_N') @27:37
          .dtype:
            Name(id='DT') @27:45
          .shape:
            Name(id='WG_N') @27:48
            Name(id='D') @27:54
          .options:
            TileOption(id='per_step') @27:57
              .arg:
                Name(id='PER_STEP') @27:66
        SmemDecl(name='v_tile') @28:5
          .stages:
            BinOp(op='*') @28:17
              .lhs:
                Name(id='KVBUF') @28:17
              .rhs:
                BinOp(op='//') @28:26
                  .lhs:
                    Name(id='BLOCK_N') @28:26
                  .rhs:
                    Name(id='WG_N') @28:37
          .dtype:
            Name(id='DT') @28:45
          .shape:
            Name(id='WG_N') @28:48
            Name(id='D') @28:54
          .options:
            TileOption(id='per_step') @28:57
              .arg:
                Name(id='PER_STEP') @28:66
        SmemDecl(name='q_ring', options=()) @29:5
          .stages:
            Name(id='STAGES') @29:17
          .dtype:
            Name(id='DT') @29:26
          .shape:
            Name(id='BLOCK_M') @29:29
            Name(id='D') @29:38
        SmemDecl(name='do_ring', options=()) @30:5
          .stages:
            Name(id='STAGES') @30:18
          .dtype:
            Name(id='DT') @30:27
          .shape:
            Name(id='BLOCK_M') @30:30
            Name(id='D') @30:39
        If() @36:5
          .cond:
            Name(id='PD_SWAP') @36:8
          .body:
            SmemDecl(name='pd_s', options=()) @37:9
              .stages:
                BinOp(op='*') @37:19
                  .lhs:
                    Const(value=2) @37:19
                  .rhs:
                    BinOp(op='//') @37:24
                      .lhs:
                        Name(id='BLOCK_N') @37:24
                      .rhs:
                        Name(id='WG_N') @37:35
              .dtype:
                Name(id='DT') @37:43
              .shape:
                Name(id='BLOCK_M') @37:46
                Name(id='WG_N') @37:55
          .orelse:
            SmemDecl(name='p_s') @39:9
              .stages:
                BinOp(op='//') @39:18
                  .lhs:
                    Name(id='BLOCK_N') @39:18
                  .rhs:
                    Name(id='WG_N') @39:29
              .dtype:
                Name(id='DT') @39:36
              .shape:
                Name(id='BLOCK_M') @39:39
                Name(id='WG_N') @39:48
              .options:
                TileOption(id='per_step') @39:54
                  .arg:
                    Name(id='PER_STEP') @39:63
            SmemDecl(name='ds_s') @40:9
              .stages:
                BinOp(op='//') @40:19
                  .lhs:
                    Name(id='BLOCK_N') @40:19
                  .rhs:
                    Name(id='WG_N') @40:30
              .dtype:
                Name(id='DT') @40:37
              .shape:
                Name(id='BLOCK_M') @40:40
                Name(id='WG_N') @40:49
              .options:
                TileOption(id='per_step') @40:55
                  .arg:
                    Name(id='PER_STEP') @40:64
        If(orelse=()) @46:5
          .cond:
            BoolOp(op='and') @46:8
              .values:
                Name(id='LSE_SMEM') @46:8
                BinOp(op='==') @46:21
                  .lhs:
                    Name(id='ACT') @46:21
                  .rhs:
                    Const(value='softmax') @46:28
          .body:
            StaticAssert(message='LSE_SMEM: the producer loads lse and delta, not the warp groups (no PREFETCH)') @47:9
              .cond:
                Unary(op='not') @47:23
                  .operand:
                    Name(id='PREFETCH') @47:27
            If() @48:9
              .cond:
                Name(id='SMEM_P') @48:12
              .body:
                SmemDecl(name='lse_s', options=()) @49:13
                  .stages:
                    Name(id='STAGES') @49:24
                  .dtype:
                    Name(id='f32') @49:33
                  .shape:
                    Name(id='BLOCK_M') @49:37
                    Const(value=1) @49:46
                SmemDecl(name='dl_s', options=()) @50:13
                  .stages:
                    Name(id='STAGES') @50:23
                  .dtype:
                    Name(id='f32') @50:32
                  .shape:
                    Name(id='BLOCK_M') @50:36
                    Const(value=1) @50:45
              .orelse:
                SmemDecl(name='lse_s', options=()) @52:13
                  .stages:
                    Name(id='STAGES') @52:24
                  .dtype:
                    Name(id='f32') @52:33
                  .shape:
                    Const(value=1) @52:37
                    Name(id='BLOCK_M') @52:40
                SmemDecl(name='dl_s', options=()) @53:13
                  .stages:
                    Name(id='STAGES') @53:23
                  .dtype:
                    Name(id='f32') @53:32
                  .shape:
                    Const(value=1) @53:36
                    Name(id='BLOCK_M') @53:39
        BarrierDecl(name='kv_ready', kwargs=()) @54:5
          .size:
            Name(id='KVBUF') @54:22
        BarrierDecl(name='kv_free') @55:5
          .size:
            Name(id='KVBUF') @55:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @55:34
                .lhs:
                  Name(id='BLOCK_N') @55:34
                .rhs:
                  Name(id='WG_N') @55:45
            )
        BarrierDecl(name='qd_ready', kwargs=()) @56:5
          .size:
            Name(id='STAGES') @56:22
        BarrierDecl(name='qd_free') @57:5
          .size:
            Name(id='STAGES') @57:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @57:35
                .lhs:
                  Name(id='BLOCK_N') @57:35
                .rhs:
                  Name(id='WG_N') @57:46
            )
        Assign(targets=('LSE_RING',)) @59:5
          .value:
            BoolOp(op='and') @59:16
              .values:
                Name(id='LSE_SMEM') @59:16
                BinOp(op='==') @59:29
                  .lhs:
                    Name(id='ACT') @59:29
                  .rhs:
                    Const(value='softmax') @59:36
        Assign(targets=('len_q',)) @60:5
          .value:
            Attr(name='len') @60:13
              .value:
                Index() @60:13
                  .value:
                    Name(id='q') @60:13
                  .subs:
                    Name(id='seq') @60:15
        Assign(targets=('len_k',)) @61:5
          .value:
            Attr(name='len') @61:13
              .value:
                Index() @61:13
                  .value:
                    Name(id='k') @61:13
                  .subs:
                    Name(id='seq') @61:15
        Assign(targets=('q0',)) @62:5
          .value:
            Attr(name='start') @62:10
              .value:
                Index() @62:10
                  .value:
                    Name(id='q') @62:10
                  .subs:
                    Name(id='seq') @62:12
        Assign(targets=('n',)) @65:5
          .value:
            Name(id='nt') @65:9
        If(orelse=()) @66:5
          .cond:
            Name(id='CAUSAL') @66:8
          .body:
            Assign(targets=('n',)) @67:9
              .value:
                BinOp(op='-') @67:13
                  .lhs:
                    BinOp(op='-') @67:13
                      .lhs:
                        Call(kwargs=()) @67:13
                          .func:
                            Name(id='cdiv') @67:13
                          .args:
                            Name(id='len_k') @67:18
                            Name(id='BLOCK_N') @67:25
                      .rhs:
                        Const(value=1) @67:36
                  .rhs:
                    Name(id='nt') @67:40
        Assign(targets=('group',)) @68:5
          .value:
            BinOp(op='//') @68:13
              .lhs:
                Name(id='H') @68:13
              .rhs:
                Name(id='HKV') @68:18
        Assign(targets=('m_lo',)) @70:5
          .value:
            Const(value=0) @70:12
        If(orelse=()) @71:5
          .cond:
            Name(id='CAUSAL') @71:8
          .body:
            Assign(targets=('m_lo',)) @72:9
              .value:
                BinOp(op='//') @72:16
                  .lhs:
                    Call(kwargs=()) @72:16
                      .func:
                        Name(id='maximum') @72:16
                      .args:
                        BinOp(op='-') @72:24
                          .lhs:
                            BinOp(op='*') @72:24
                              .lhs:
                                Name(id='n') @72:24
                              .rhs:
                                Name(id='BLOCK_N') @72:28
                          .rhs:
                            BinOp(op='-') @72:39
                              .lhs:
                                Name(id='len_k') @72:39
                              .rhs:
                                Name(id='len_q') @72:47
                        Const(value=0) @72:55
                  .rhs:
                    Name(id='BLOCK_M') @72:61
        Assign(targets=('n_m',)) @73:5
          .value:
            Call(kwargs=()) @73:11
              .func:
                Name(id='maximum') @73:11
              .args:
                BinOp(op='-') @73:19
                  .lhs:
                    Call(kwargs=()) @73:19
                      .func:
                        Name(id='cdiv') @73:19
                      .args:
                        Name(id='len_q') @73:24
                        Name(id='BLOCK_M') @73:31
                  .rhs:
                    Name(id='m_lo') @73:42
                Const(value=0) @73:48
        Assign(targets=('steps',)) @74:5
          .value:
            BinOp(op='*') @74:13
              .lhs:
                Name(id='group') @74:13
              .rhs:
                Name(id='n_m') @74:21
        Assign(targets=('rot',)) @80:5
          .value:
            Const(value=0) @80:11
        If(orelse=()) @81:5
          .cond:
            Name(id='ROTATE') @81:8
          .body:
            Assign(targets=('rot',)) @82:9
              .value:
                BinOp(op='%') @82:17
                  .lhs:
                    BinOp(op='+') @82:17
                      .lhs:
                        BinOp(op='*') @82:17
                          .lhs:
                            BinOp(op='%') @82:17
                              .lhs:
                                Name(id='n') @82:17
                              .rhs:
                                Const(value=8) @82:21
                          .rhs:
                            Call(kwargs=()) @82:26
                              .func:
                                Name(id='cdiv') @82:26
                              .args:
                                Name(id='n_m') @82:31
                                Const(value=8) @82:36
                      .rhs:
                        BinOp(op='//') @82:41
                          .lhs:
                            Name(id='n') @82:41
                          .rhs:
                            Const(value=8) @82:46
                  .rhs:
                    Call(kwargs=()) @82:51
                      .func:
                        Name(id='maximum') @82:51
                      .args:
                        Name(id='n_m') @82:59
                        Const(value=1) @82:64
        Assign(targets=('n_x',)) @88:5
          .value:
            Const(value=0) @88:11
        Assign(targets=('n_xs',)) @89:5
          .value:
            Const(value=0) @89:12
        Assign(targets=('PARTS',)) @90:5
          .value:
            Const(value=1) @90:13
        If(orelse=()) @91:5
          .cond:
            Name(id='SPLIT') @91:8
          .body:
            StaticAssert(message='SPLIT orders the steps itself: not with ROTATE') @92:9
              .cond:
                Unary(op='not') @92:23
                  .operand:
                    Name(id='ROTATE') @92:27
            Assign(targets=('PARTS',)) @93:9
              .value:
                Const(value=2) @93:17
            If(orelse=()) @94:9
              .cond:
                Name(id='CAUSAL') @94:12
              .body:
                Assign(targets=('m_diag',)) @96:13
                  .value:
                    Call(kwargs=()) @96:22
                      .func:
                        Name(id='cdiv') @96:22
                      .args:
                        Call(kwargs=()) @96:27
                          .func:
                            Name(id='maximum') @96:27
                          .args:
                            BinOp(op='-') @96:35
                              .lhs:
                                BinOp(op='-') @96:35
                                  .lhs:
                                    BinOp(op='+') @96:35
                                      .lhs:
                                        BinOp(op='*') @96:35
                                          .lhs:
                                            Name(id='n') @96:35
                                          .rhs:
                                            Name(id='BLOCK_N') @96:39
                                      .rhs:
                                        Name(id='BLOCK_N') @96:49
                                  .rhs:
                                    Const(value=1) @96:59
                              .rhs:
                                BinOp(op='-') @96:64
                                  .lhs:
                                    Name(id='len_k') @96:64
                                  .rhs:
                                    Name(id='len_q') @96:72
                            Const(value=0) @96:80
                        Name(id='BLOCK_M') @96:84
                Assign(targets=('n_x',)) @97:13
                  .value:
                    Call(kwargs=()) @97:19
                      .func:
                        Name(id='minimum') @97:19
                      .args:
                        Call(kwargs=()) @97:27
                          .func:
                            Name(id='maximum') @97:27
                          .args:
                            BinOp(op='-') @97:35
                              .lhs:
                                Name(id='m_diag') @97:35
                              .rhs:
                                Name(id='m_lo') @97:44
                            Const(value=0) @97:50
                        Name(id='n_m') @97:54
            Assign(targets=('n_e',)) @98:9
              .value:
                BinOp(op='*') @98:15
                  .lhs:
                    Call(kwargs=()) @98:15
                      .func:
                        Name(id='minimum') @98:15
                      .args:
                        BinOp(op='%') @98:23
                          .lhs:
                            Name(id='len_q') @98:23
                          .rhs:
                            Name(id='BLOCK_M') @98:31
                        Const(value=1) @98:40
                  .rhs:
                    Call(kwargs=()) @98:45
                      .func:
                        Name(id='minimum') @98:45
                      .args:
                        BinOp(op='-') @98:53
                          .lhs:
                            Name(id='n_m') @98:53
                          .rhs:
                            Name(id='n_x') @98:59
                        Const(value=1) @98:64
            Assign(targets=('n_x',)) @99:9
              .value:
                BinOp(op='+') @99:15
                  .lhs:
                    Name(id='n_x') @99:15
                  .rhs:
                    Name(id='n_e') @99:21
            Assign(targets=('n_xs',)) @100:9
              .value:
                Call(kwargs=()) @100:16
                  .func:
                    Name(id='minimum') @100:16
                  .args:
                    BinOp(op='*') @100:24
                      .lhs:
                        Name(id='group') @100:24
                      .rhs:
                        Name(id='n_x') @100:32
                    Name(id='steps') @100:37
            Assign(targets=('rot',)) @101:9
              .value:
                BinOp(op='%') @101:16
                  .lhs:
                    BinOp(op='-') @101:16
                      .lhs:
                        Name(id='n_m') @101:16
                      .rhs:
                        Name(id='n_e') @101:22
                  .rhs:
                    Call(kwargs=()) @101:29
                      .func:
                        Name(id='maximum') @101:29
                      .args:
                        Name(id='n_m') @101:37
                        Const(value=1) @101:42
        Role(name='load', replica=None) @103:5
          .kwargs:
            (
              'warps'
              Const(value=1) @103:21
            )
            (
              'regs'
              Const(value=24) @103:29
            )
          .body:
            Assign(targets=('ks',)) @104:9
              .value:
                BinOp(op='%') @104:14
                  .lhs:
                    Name(id='tile_index') @104:14
                  .rhs:
                    Name(id='KVBUF') @104:27
            Wait(phase=None) @105:9
              .target:
                Index() @105:14
                  .value:
                    Name(id='kv_free') @105:14
                  .subs:
                    Name(id='ks') @105:22
            Expect() @106:9
              .target:
                Index() @106:16
                  .value:
                    Name(id='kv_ready') @106:16
                  .subs:
                    Name(id='ks') @106:25
              .nbytes:
                BinOp(op='*') @106:30
                  .lhs:
                    BinOp(op='*') @106:30
                      .lhs:
                        Const(value=2) @106:30
                      .rhs:
                        Name(id='NWG') @106:34
                  .rhs:
                    Call(kwargs=()) @106:40
                      .func:
                        Name(id='bytes') @106:40
                      .args:
                        Name(id='k_tile') @106:46
            For(var='i') @107:9
              .iter:
                Call(kwargs=()) @107:18
                  .func:
                    Name(id='static_range') @107:18
                  .args:
                    Name(id='NWG') @107:31
              .body:
                Tma() @108:13
                  .dst:
                    Index() @108:17
                      .value:
                        Name(id='k_tile') @108:17
                      .subs:
                        BinOp(op='+') @108:24
                          .lhs:
                            BinOp(op='*') @108:24
                              .lhs:
                                Name(id='ks') @108:24
                              .rhs:
                                Name(id='NWG') @108:29
                          .rhs:
                            Name(id='i') @108:35
                  .src:
                    Index() @108:41
                      .value:
                        Name(id='k') @108:41
                      .subs:
                        Name(id='seq') @108:43
                        BinOp(op='+') @108:48
                          .lhs:
                            BinOp(op='*') @108:48
                              .lhs:
                                Name(id='NWG') @108:48
                              .rhs:
                                Name(id='n') @108:54
                          .rhs:
                            Name(id='i') @108:58
                        Name(id='kvh') @108:61
                  .signals:
                    Index() @108:74
                      .value:
                        Name(id='kv_ready') @108:74
                      .subs:
                        Name(id='ks') @108:83
                Tma() @109:13
                  .dst:
                    Index() @109:17
                      .value:
                        Name(id='v_tile') @109:17
                      .subs:
                        BinOp(op='+') @109:24
                          .lhs:
                            BinOp(op='*') @109:24
                              .lhs:
                                Name(id='ks') @109:24
                              .rhs:
                                Name(id='NWG') @109:29
                          .rhs:
                            Name(id='i') @109:35
                  .src:
                    Index() @109:41
                      .value:
                        Name(id='v') @109:41
                      .subs:
                        Name(id='seq') @109:43
                        BinOp(op='+') @109:48
                          .lhs:
                            BinOp(op='*') @109:48
                              .lhs:
                                Name(id='NWG') @109:48
                              .rhs:
                                Name(id='n') @109:54
                          .rhs:
                            Name(id='i') @109:58
                        Name(id='kvh') @109:61
                  .signals:
                    Index() @109:74
                      .value:
                        Name(id='kv_ready') @109:74
                      .subs:
                        Name(id='ks') @109:83
            For(var='part') @110:9
              .iter:
                Call(kwargs=()) @110:21
                  .func:
                    Name(id='static_range') @110:21
                  .args:
                    Name(id='PARTS') @110:34
              .body:
                Assign(targets=('lo', 'hi')) @111:13
                  .value:
                    Call(kwargs=()) @111:22
                      .func:
                        Name(id='part_bounds') @111:22
                      .args:
                        Name(id='part') @111:34
                        Name(id='n_xs') @111:40
                        Name(id='steps') @111:46
                        Name(id='SPLIT') @111:53
                Pipeline(var='j', slot='slot', ring='qd') @112:13
                  .iter:
                    Call(kwargs=()) @112:27
                      .func:
                        Name(id='range') @112:27
                      .args:
                        Name(id='lo') @112:33
                        Name(id='hi') @112:37
                  .stages:
                    Name(id='STAGES') @112:54
                  .body:
                    Assign(targets=('head', 'mb')) @113:17
                      .value:
                        Call(kwargs=()) @113:28
                          .func:
                            Name(id='step_block') @113:28
                          .args:
                            Name(id='j') @113:39
                            Name(id='part') @113:42
                            BinOp(op='*') @113:48
                              .lhs:
                                Name(id='kvh') @113:48
                              .rhs:
                                Name(id='group') @113:54
                            Name(id='m_lo') @113:61
                            Name(id='rot') @113:67
                            Name(id='n_m') @113:72
                            Name(id='n_x') @113:77
                            Name(id='n_xs') @113:82
                            Name(id='SPLIT') @113:88
                    Wait(phase=None) @114:17
                      .target:
                        Index() @114:22
                          .value:
                            Name(id='qd_free') @114:22
                          .subs:
                            Name(id='slot') @114:30
                    If(orelse=()) @115:17
                      .cond:
                        Name(id='LSE_RING') @115:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @116:21
                          .value:
                            Call(kwargs=()) @116:37
                              .func:
                                Name(id='lse_delta_slots') @116:37
                              .args:
                                Name(id='head') @116:53
                                Name(id='mb') @116:59
                                Name(id='q0') @116:63
                                Name(id='len_q') @116:67
                                Name(id='lse2_t') @116:74
                                Name(id='delta_t') @116:82
                                Name(id='BLOCK_M') @116:91
                                Name(id='SMEM_P') @116:100
                        ExprStmt() @117:21
                          .value:
                            Call(kwargs=()) @117:21
                              .func:
                                Name(id='store_smem') @117:21
                              .args:
                                Index() @117:32
                                  .value:
                                    Name(id='lse_s') @117:32
                                  .subs:
                                    Name(id='slot') @117:38
                                Name(id='lse2_c') @117:45
                        ExprStmt() @118:21
                          .value:
                            Call(kwargs=()) @118:21
                              .func:
                                Name(id='store_smem') @118:21
                              .args:
                                Index() @118:32
                                  .value:
                                    Name(id='dl_s') @118:32
                                  .subs:
                                    Name(id='slot') @118:37
                                Name(id='dlt_c') @118:44
                    Expect() @119:17
                      .target:
                        Index() @119:24
                          .value:
                            Name(id='qd_ready') @119:24
                          .subs:
                            Name(id='slot') @119:33
                      .nbytes:
                        BinOp(op='+') @119:40
                          .lhs:
                            Call(kwargs=()) @119:40
                              .func:
                                Name(id='bytes') @119:40
                              .args:
                                Name(id='q_ring') @119:46
                          .rhs:
                            Call(kwargs=()) @119:56
                              .func:
                                Name(id='bytes') @119:56
                              .args:
                                Name(id='do_ring') @119:62
                    Tma() @120:17
                      .dst:
                        Index() @120:21
                          .value:
                            Name(id='q_ring') @120:21
                          .subs:
                            Name(id='slot') @120:28
                      .src:
                        Index() @120:37
                          .value:
                            Name(id='q') @120:37
                          .subs:
                            Name(id='seq') @120:39
                            Name(id='mb') @120:44
                            Name(id='head') @120:48
                      .signals:
                        Index() @120:62
                          .value:
                            Name(id='qd_ready') @120:62
                          .subs:
                            Name(id='slot') @120:71
                    Tma() @121:17
                      .dst:
                        Index() @121:21
                          .value:
                            Name(id='do_ring') @121:21
                          .subs:
                            Name(id='slot') @121:29
                      .src:
                        Index() @121:38
                          .value:
                            Name(id='d_o') @121:38
                          .subs:
                            Name(id='seq') @121:42
                            Name(id='mb') @121:47
                            Name(id='head') @121:51
                      .signals:
                        Index() @121:65
                          .value:
                            Name(id='qd_ready') @121:65
                          .subs:
                            Name(id='slot') @121:74
        Role(name='compute', replica='wg') @123:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @123:29
            )
            (
              'regs'
              Name(id='REGS') @123:39
            )
          .body:
            Assign(targets=('qk_scale',)) @124:9
              .value:
                BinOp(op='*') @124:20
                  .lhs:
                    Name(id='sm_scale') @124:20
                  .rhs:
                    Name(id='LOG2E') @124:31
            Assign(targets=('krow0',)) @125:9
              .value:
                BinOp(op='+') @125:17
                  .lhs:
                    BinOp(op='*') @125:17
                      .lhs:
                        Name(id='n') @125:17
                      .rhs:
                        Name(id='BLOCK_N') @125:21
                  .rhs:
                    BinOp(op='*') @125:31
                      .lhs:
                        Name(id='wg') @125:31
                      .rhs:
                        Name(id='WG_N') @125:36
            Assign(targets=('krows',)) @126:9
              .value:
                BinOp(op='+') @126:17
                  .lhs:
                    Name(id='krow0') @126:17
                  .rhs:
                    Call(kwargs=()) @126:25
                      .func:
                        Name(id='arange') @126:25
                      .args:
                        Name(id='WG_N') @126:32
            Assign(targets=('qcols',)) @127:9
              .value:
                Call(kwargs=()) @127:17
                  .func:
                    Name(id='arange') @127:17
                  .args:
                    Name(id='BLOCK_M') @127:24
            Assign(targets=('ks',)) @128:9
              .value:
                BinOp(op='%') @128:14
                  .lhs:
                    Name(id='tile_index') @128:14
                  .rhs:
                    Name(id='KVBUF') @128:27
            Assign(targets=('mine',)) @129:9
              .value:
                BinOp(op='+') @129:16
                  .lhs:
                    BinOp(op='*') @129:16
                      .lhs:
                        Name(id='ks') @129:16
                      .rhs:
                        Name(id='NWG') @129:21
                  .rhs:
                    Name(id='wg') @129:27
            Assign(targets=('acc_k',)) @130:9
              .value:
                Call(kwargs=()) @130:17
                  .func:
                    Name(id='zeros') @130:17
                  .args:
                    ListLit() @130:23
                      .elts:
                        Name(id='WG_N') @130:24
                        Name(id='D') @130:30
                    Name(id='f32') @130:34
            Assign(targets=('acc_v',)) @131:9
              .value:
                Call(kwargs=()) @131:17
                  .func:
                    Name(id='zeros') @131:17
                  .args:
                    ListLit() @131:23
                      .elts:
                        Name(id='WG_N') @131:24
                        Name(id='D') @131:30
                    Name(id='f32') @131:34
            Wait(phase=None) @132:9
              .target:
                Index() @132:14
                  .value:
                    Name(id='kv_ready') @132:14
                  .subs:
                    Name(id='ks') @132:23
            If(orelse=()) @134:9
              .cond:
                BoolOp(op='and') @134:12
                  .values:
                    BinOp(op='==') @134:12
                      .lhs:
                        Name(id='ACT') @134:12
                      .rhs:
                        Const(value='softmax') @134:19
                    Name(id='PREFETCH') @134:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @135:13
                  .value:
                    Call(kwargs=()) @135:29
                      .func:
                        Name(id='lse_delta') @135:29
                      .args:
                        Const(value=0) @135:39
                        Unary(op='-') @135:42
                          .operand:
                            Const(value=1) @135:43
                        BinOp(op='*') @135:46
                          .lhs:
                            Name(id='kvh') @135:46
                          .rhs:
                            Name(id='group') @135:52
                        Name(id='m_lo') @135:59
                        Name(id='rot') @135:65
                        Name(id='n_m') @135:70
                        Name(id='n_x') @135:75
                        Name(id='n_xs') @135:80
                        Name(id='SPLIT') @135:86
                        Name(id='q0') @135:93
                        Name(id='len_q') @135:97
                        Name(id='qcols') @135:104
                        Name(id='lse2_t') @135:111
                        Name(id='delta_t') @136:39
                        Name(id='BLOCK_M') @136:48
            For(var='part') @137:9
              .iter:
                Call(kwargs=()) @137:21
                  .func:
                    Name(id='static_range') @137:21
                  .args:
                    Name(id='PARTS') @137:34
              .body:
                Assign(targets=('lo', 'hi')) @138:13
                  .value:
                    Call(kwargs=()) @138:22
                      .func:
                        Name(id='part_bounds') @138:22
                      .args:
                        Name(id='part') @138:34
                        Name(id='n_xs') @138:40
                        Name(id='steps') @138:46
                        Name(id='SPLIT') @138:53
                Pipeline(var='j', slot='slot', ring='qd') @139:13
                  .iter:
                    Call(kwargs=()) @139:27
                      .func:
                        Name(id='range') @139:27
                      .args:
                        Name(id='lo') @139:33
                        Name(id='hi') @139:37
                  .stages:
                    Name(id='STAGES') @139:54
                  .body:
                    Assign(targets=('head', 'mb')) @140:17
                      .value:
                        Call(kwargs=()) @140:28
                          .func:
                            Name(id='step_block') @140:28
                          .args:
                            Name(id='j') @140:39
                            Name(id='part') @140:42
                            BinOp(op='*') @140:48
                              .lhs:
                                Name(id='kvh') @140:48
                              .rhs:
                                Name(id='group') @140:54
                            Name(id='m_lo') @140:61
                            Name(id='rot') @140:67
                            Name(id='n_m') @140:72
                            Name(id='n_x') @140:77
                            Name(id='n_xs') @140:82
                            Name(id='SPLIT') @140:88
                    Assign(targets=('qpos',)) @141:17
                      .value:
                        BinOp(op='+') @141:24
                          .lhs:
                            BinOp(op='*') @141:24
                              .lhs:
                                Name(id='mb') @141:24
                              .rhs:
                                Name(id='BLOCK_M') @141:29
                          .rhs:
                            Name(id='qcols') @141:39
                    Assign(targets=('lse2',)) @142:17
                      .value:
                        Call(kwargs=()) @142:24
                          .func:
                            Name(id='zeros') @142:24
                          .args:
                            ListLit() @142:30
                              .elts:
                                Name(id='BLOCK_M') @142:31
                            Name(id='f32') @142:41
                    Assign(targets=('dlt',)) @143:17
                      .value:
                        Call(kwargs=()) @143:23
                          .func:
                            Name(id='zeros') @143:23
                          .args:
                            ListLit() @143:29
                              .elts:
                                Name(id='BLOCK_M') @143:30
                            Name(id='f32') @143:40
                    Assign(targets=('pf_here',)) @147:17
                      .value:
                        BoolOp(op='and') @147:27
                          .values:
                            Name(id='PREFETCH') @147:27
                            Unary(op='not') @147:40
                              .operand:
                                BoolOp(op='and') @147:45
                                  .values:
                                    Name(id='PF_LATE') @147:45
                                    Name(id='SMEM_P') @147:57
                    If() @148:17
                      .cond:
                        BoolOp(op='and') @148:20
                          .values:
                            BinOp(op='==') @148:20
                              .lhs:
                                Name(id='ACT') @148:20
                              .rhs:
                                Const(value='softmax') @148:27
                            Name(id='PREFETCH') @148:41
                      .body:
                        Assign(targets=('lse2',)) @149:21
                          .value:
                            Name(id='lse2_n') @149:28
                        Assign(targets=('dlt',)) @150:21
                          .value:
                            Name(id='dlt_n') @150:27
                        If(orelse=()) @151:21
                          .cond:
                            Name(id='pf_here') @151:24
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @152:25
                              .value:
                                Call(kwargs=()) @152:41
                                  .func:
                                    Name(id='lse_delta') @152:41
                                  .args:
                                    Call(kwargs=()) @152:51
                                      .func:
                                        Name(id='minimum') @152:51
                                      .args:
                                        BinOp(op='+') @152:59
                                          .lhs:
                                            Name(id='j') @152:59
                                          .rhs:
                                            Const(value=1) @152:63
                                        BinOp(op='-') @152:66
                                          .lhs:
                                            Name(id='steps') @152:66
                                          .rhs:
                                            Const(value=1) @152:74
                                    BinOp(op='-') @152:78
                                      .lhs:
                                        BinOp(op='*') @152:78
                                          .lhs:
                                            Const(value=2) @152:78
                                          .rhs:
                                            Name(id='part') @152:82
                                      .rhs:
                                        Const(value=1) @152:89
                                    BinOp(op='*') @152:92
                                      .lhs:
                                        Name(id='kvh') @152:92
                                      .rhs:
                                        Name(id='group') @152:98
                                    Name(id='m_lo') @152:105
                                    Name(id='rot') @152:111
                                    Name(id='n_m') @152:116
                                    Name(id='n_x') @153:51
                                    Name(id='n_xs') @153:56
                                    Name(id='SPLIT') @153:62
                                    Name(id='q0') @153:69
                                    Name(id='len_q') @153:73
                                    Name(id='qcols') @153:80
                                    Name(id='lse2_t') @153:87
                                    Name(id='delta_t') @153:95
                                    Name(id='BLOCK_M') @153:104
                      .orelse:
                        If(orelse=()) @154:17
                          .cond:
                            BoolOp(op='and') @154:22
                              .values:
                                BinOp(op='==') @154:22
                                  .lhs:
                                    Name(id='ACT') @154:22
                                  .rhs:
                                    Const(value='softmax') @154:29
                                Unary(op='not') @154:43
                                  .operand:
                                    Name(id='LSE_RING') @154:47
                          .body:
                            Assign(targets=('qi',)) @158:21
                              .value:
                                BinOp(op='+') @158:26
                                  .lhs:
                                    Name(id='q0') @158:26
                                  .rhs:
                                    Call(kwargs=()) @158:31
                                      .func:
                                        Name(id='minimum') @158:31
                                      .args:
                                        Name(id='qpos') @158:39
                                        BinOp(op='-') @158:45
                                          .lhs:
                                            Name(id='len_q') @158:45
                                          .rhs:
                                            Const(value=1) @158:53
                            Assign(targets=('lse2',)) @159:21
                              .value:
                                Index() @159:28
                                  .value:
                                    Name(id='lse2_t') @159:28
                                  .subs:
                                    Name(id='head') @159:35
                                    Name(id='qi') @159:41
                            Assign(targets=('dlt',)) @160:21
                              .value:
                                Index() @160:27
                                  .value:
                                    Name(id='delta_t') @160:27
                                  .subs:
                                    Name(id='head') @160:35
                                    Name(id='qi') @160:41
                    If() @161:17
                      .cond:
                        BinOp(op='==') @161:20
                          .lhs:
                            Name(id='part') @161:20
                          .rhs:
                            Const(value=0) @161:28
                      .body:
                        Assign(targets=('edge',)) @162:21
                          .value:
                            BinOp(op='>') @162:28
                              .lhs:
                                BinOp(op='*') @162:29
                                  .lhs:
                                    BinOp(op='+') @162:29
                                      .lhs:
                                        Name(id='mb') @162:29
                                      .rhs:
                                        Const(value=1) @162:34
                                  .rhs:
                                    Name(id='BLOCK_M') @162:39
                              .rhs:
                                Name(id='len_q') @162:49
                        If(orelse=()) @163:21
                          .cond:
                            Name(id='CAUSAL') @163:24
                          .body:
                            Assign(targets=('edge',)) @164:25
                              .value:
                                BoolOp(op='or') @164:32
                                  .values:
                                    Name(id='edge') @164:32
                                    BinOp(op='>') @164:40
                                      .lhs:
                                        BinOp(op='-') @164:40
                                          .lhs:
                                            BinOp(op='+') @164:40
                                              .lhs:
                                                Name(id='krow0') @164:40
                                              .rhs:
                                                Name(id='WG_N') @164:48
                                          .rhs:
                                            Const(value=1) @164:55
                                      .rhs:
                                        BinOp(op='+') @164:59
                                          .lhs:
                                            BinOp(op='*') @164:59
                                              .lhs:
                                                Name(id='mb') @164:59
                                              .rhs:
                                                Name(id='BLOCK_M') @164:64
                                          .rhs:
                                            BinOp(op='-') @164:75
                                              .lhs:
                                                Name(id='len_k') @164:75
                                              .rhs:
                                                Name(id='len_q') @164:83
                      .orelse:
                        Assign(targets=('edge',)) @166:21
                          .value:
                            Const(value=False) @166:28
                    Wait(phase=None) @167:17
                      .target:
                        Index() @167:22
                          .value:
                            Name(id='qd_ready') @167:22
                          .subs:
                            Name(id='slot') @167:31
                    If() @168:17
                      .cond:
                        Name(id='SMEM_P') @168:20
                      .body:
                        Assign(targets=('s_f',)) @171:21
                          .value:
                            Call(kwargs=()) @171:27
                              .func:
                                Name(id='mma_async') @171:27
                              .args:
                                Index() @171:37
                                  .value:
                                    Name(id='q_ring') @171:37
                                  .subs:
                                    Name(id='slot') @171:44
                                Attr(name='T') @171:51
                                  .value:
                                    Index() @171:51
                                      .value:
                                        Name(id='k_tile') @171:51
                                      .subs:
                                        Name(id='mine') @171:58
                        Assign(targets=('dp_f',)) @172:21
                          .value:
                            Call(kwargs=()) @172:28
                              .func:
                                Name(id='mma_async') @172:28
                              .args:
                                Index() @172:38
                                  .value:
                                    Name(id='do_ring') @172:38
                                  .subs:
                                    Name(id='slot') @172:46
                                Attr(name='T') @172:53
                                  .value:
                                    Index() @172:53
                                      .value:
                                        Name(id='v_tile') @172:53
                                      .subs:
                                        Name(id='mine') @172:60
                        Assign(targets=('s',)) @173:21
                          .value:
                            Call() @173:25
                              .func:
                                Name(id='mma_wait') @173:25
                              .args:
                                Name(id='s_f') @173:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @173:47
                                )
                        Assign(targets=('kpos',)) @176:21
                          .value:
                            BinOp(op='+') @176:28
                              .lhs:
                                Name(id='krow0') @176:28
                              .rhs:
                                Call(kwargs=()) @176:36
                                  .func:
                                    Name(id='arange') @176:36
                                  .args:
                                    Name(id='WG_N') @176:43
                        If() @177:21
                          .cond:
                            Name(id='LSE_RING') @177:24
                          .body:
                            Assign(targets=('lse2c',)) @178:25
                              .value:
                                Call(kwargs=()) @178:33
                                  .func:
                                    Name(id='load') @178:33
                                  .args:
                                    Index() @178:38
                                      .value:
                                        Name(id='lse_s') @178:38
                                      .subs:
                                        Name(id='slot') @178:44
                          .orelse:
                            Assign(targets=('lse2c',)) @180:25
                              .value:
                                Index() @180:33
                                  .value:
                                    Name(id='lse2') @180:33
                                  .subs:
                                    FullSlice() @180:38
                                    Const(value=None) @180:41
                        Assign(targets=('p', 'dact')) @181:21
                          .value:
                            Call(kwargs=()) @181:31
                              .func:
                                Name(id='probs') @181:31
                              .args:
                                Name(id='s') @181:37
                                Name(id='edge') @181:40
                                Index() @181:46
                                  .value:
                                    Name(id='qpos') @181:46
                                  .subs:
                                    FullSlice() @181:51
                                    Const(value=None) @181:54
                                Index() @181:61
                                  .value:
                                    Name(id='kpos') @181:61
                                  .subs:
                                    Const(value=None) @181:66
                                    FullSlice() @181:72
                                Name(id='len_q') @181:76
                                Name(id='len_k') @181:83
                                Name(id='lse2c') @181:90
                                Name(id='qk_scale') @181:97
                                Name(id='sm_scale') @182:37
                                Name(id='CAUSAL') @182:47
                                Name(id='ACT') @182:55
                        Assign(targets=('pb',)) @183:21
                          .value:
                            Call(kwargs=()) @183:26
                              .func:
                                Name(id='cast') @183:26
                              .args:
                                Name(id='p') @183:31
                                Name(id='DT') @183:34
                        If() @184:21
                          .cond:
                            Name(id='PD_SWAP') @184:24
                          .body:
                            Assign(targets=('p_slot',)) @185:25
                              .value:
                                Index() @185:34
                                  .value:
                                    Name(id='pd_s') @185:34
                                  .subs:
                                    BinOp(op='+') @185:39
                                      .lhs:
                                        BinOp(op='*') @185:39
                                          .lhs:
                                            Const(value=2) @185:39
                                          .rhs:
                                            Name(id='wg') @185:43
                                      .rhs:
                                        BinOp(op='%') @185:48
                                          .lhs:
                                            Name(id='slot') @185:48
                                          .rhs:
                                            Const(value=2) @185:55
                            Assign(targets=('ds_slot',)) @186:25
                              .value:
                                Index() @186:35
                                  .value:
                                    Name(id='pd_s') @186:35
                                  .subs:
                                    BinOp(op='-') @186:40
                                      .lhs:
                                        BinOp(op='+') @186:40
                                          .lhs:
                                            BinOp(op='*') @186:40
                                              .lhs:
                                                Const(value=2) @186:40
                                              .rhs:
                                                Name(id='wg') @186:44
                                          .rhs:
                                            Const(value=1) @186:49
                                      .rhs:
                                        BinOp(op='%') @186:53
                                          .lhs:
                                            Name(id='slot') @186:53
                                          .rhs:
                                            Const(value=2) @186:60
                          .orelse:
                            Assign(targets=('p_slot',)) @188:25
                              .value:
                                Index() @188:34
                                  .value:
                                    Name(id='p_s') @188:34
                                  .subs:
                                    Name(id='wg') @188:38
                            Assign(targets=('ds_slot',)) @189:25
                              .value:
                                Index() @189:35
                                  .value:
                                    Name(id='ds_s') @189:35
                                  .subs:
                                    Name(id='wg') @189:40
                        ExprStmt() @190:21
                          .value:
                            Call(kwargs=()) @190:21
                              .func:
                                Name(id='store_smem') @190:21
                              .args:
                                Name(id='p_slot') @190:32
                                Name(id='pb') @190:40
                        Fence() @191:21
                        Assign(targets=('dv_f',)) @192:21
                          .value:
                            Call(kwargs=()) @192:28
                              .func:
                                Name(id='mma_async') @192:28
                              .args:
                                Attr(name='T') @192:38
                                  .value:
                                    Name(id='p_slot') @192:38
                                Index() @192:48
                                  .value:
                                    Name(id='do_ring') @192:48
                                  .subs:
                                    Name(id='slot') @192:56
                                Name(id='acc_v') @192:63
                        If(orelse=()) @193:21
                          .cond:
                            BoolOp(op='and') @193:24
                              .values:
                                Name(id='P16') @193:24
                                BinOp(op='==') @193:32
                                  .lhs:
                                    Name(id='ACT') @193:32
                                  .rhs:
                                    Const(value='softmax') @193:39
                          .body:
                            Assign(targets=('p',)) @196:25
                              .value:
                                Call(kwargs=()) @196:29
                                  .func:
                                    Name(id='cast') @196:29
                                  .args:
                                    Name(id='pb') @196:34
                                    Name(id='f32') @196:38
                            Assign(targets=('dact',)) @197:25
                              .value:
                                Name(id='p') @197:32
                        Assign(targets=('dp',)) @198:21
                          .value:
                            Call() @198:26
                              .func:
                                Name(id='mma_wait') @198:26
                              .args:
                                Name(id='dp_f') @198:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @198:49
                                )
                        If() @199:21
                          .cond:
                            Name(id='LSE_RING') @199:24
                          .body:
                            Assign(targets=('dltc',)) @200:25
                              .value:
                                Call(kwargs=()) @200:32
                                  .func:
                                    Name(id='load') @200:32
                                  .args:
                                    Index() @200:37
                                      .value:
                                        Name(id='dl_s') @200:37
                                      .subs:
                                        Name(id='slot') @200:42
                          .orelse:
                            Assign(targets=('dltc',)) @202:25
                              .value:
                                Index() @202:32
                                  .value:
                                    Name(id='dlt') @202:32
                                  .subs:
                                    FullSlice() @202:36
                                    Const(value=None) @202:39
                        ExprStmt() @203:21
                          .value:
                            Call(kwargs=()) @203:21
                              .func:
                                Name(id='store_smem') @203:21
                              .args:
                                Name(id='ds_slot') @203:32
                                Call(kwargs=()) @203:41
                                  .func:
                                    Name(id='cast') @203:41
                                  .args:
                                    Call(kwargs=()) @203:46
                                      .func:
                                        Name(id='dscores') @203:46
                                      .args:
                                        Name(id='p') @203:54
                                        Name(id='dact') @203:57
                                        Name(id='dp') @203:63
                                        Name(id='dltc') @203:67
                                        Name(id='ACT') @203:73
                                    Name(id='DT') @203:79
                        Fence() @204:21
                        Assign(targets=('dk_f',)) @205:21
                          .value:
                            Call(kwargs=()) @205:28
                              .func:
                                Name(id='mma_async') @205:28
                              .args:
                                Attr(name='T') @205:38
                                  .value:
                                    Name(id='ds_slot') @205:38
                                Index() @205:49
                                  .value:
                                    Name(id='q_ring') @205:49
                                  .subs:
                                    Name(id='slot') @205:56
                                Name(id='acc_k') @205:63
                        If(orelse=()) @206:21
                          .cond:
                            BoolOp(op='and') @206:24
                              .values:
                                BinOp(op='==') @206:24
                                  .lhs:
                                    Name(id='ACT') @206:24
                                  .rhs:
                                    Const(value='softmax') @206:31
                                Name(id='PREFETCH') @206:45
                                Unary(op='not') @206:58
                                  .operand:
                                    Name(id='pf_here') @206:62
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @207:25
                              .value:
                                Call(kwargs=()) @207:41
                                  .func:
                                    Name(id='lse_delta') @207:41
                                  .args:
                                    Call(kwargs=()) @207:51
                                      .func:
                                        Name(id='minimum') @207:51
                                      .args:
                                        BinOp(op='+') @207:59
                                          .lhs:
                                            Name(id='j') @207:59
                                          .rhs:
                                            Const(value=1) @207:63
                                        BinOp(op='-') @207:66
                                          .lhs:
                                            Name(id='steps') @207:66
                                          .rhs:
                                            Const(value=1) @207:74
                                    BinOp(op='-') @207:78
                                      .lhs:
                                        BinOp(op='*') @207:78
                                          .lhs:
                                            Const(value=2) @207:78
                                          .rhs:
                                            Name(id='part') @207:82
                                      .rhs:
                                        Const(value=1) @207:89
                                    BinOp(op='*') @207:92
                                      .lhs:
                                        Name(id='kvh') @207:92
                                      .rhs:
                                        Name(id='group') @207:98
                                    Name(id='m_lo') @207:105
                                    Name(id='rot') @207:111
                                    Name(id='n_m') @207:116
                                    Name(id='n_x') @208:51
                                    Name(id='n_xs') @208:56
                                    Name(id='SPLIT') @208:62
                                    Name(id='q0') @208:69
                                    Name(id='len_q') @208:73
                                    Name(id='qcols') @208:80
                                    Name(id='lse2_t') @208:87
                                    Name(id='delta_t') @208:95
                                    Name(id='BLOCK_M') @208:104
                        Assign(targets=('acc_v',)) @209:21
                          .value:
                            Call() @209:29
                              .func:
                                Name(id='mma_wait') @209:29
                              .args:
                                Name(id='dv_f') @209:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @209:52
                                )
                        Assign(targets=('acc_k',)) @210:21
                          .value:
                            Call(kwargs=()) @210:29
                              .func:
                                Name(id='mma_wait') @210:29
                              .args:
                                Name(id='dk_f') @210:38
                      .orelse:
                        Assign(targets=('st_f',)) @214:21
                          .value:
                            Call(kwargs=()) @214:28
                              .func:
                                Name(id='mma_async') @214:28
                              .args:
                                Index() @214:38
                                  .value:
                                    Name(id='k_tile') @214:38
                                  .subs:
                                    Name(id='mine') @214:45
                                Attr(name='T') @214:52
                                  .value:
                                    Index() @214:52
                                      .value:
                                        Name(id='q_ring') @214:52
                                      .subs:
                                        Name(id='slot') @214:59
                        Assign(targets=('dpt_f',)) @215:21
                          .value:
                            Call(kwargs=()) @215:29
                              .func:
                                Name(id='mma_async') @215:29
                              .args:
                                Index() @215:39
                                  .value:
                                    Name(id='v_tile') @215:39
                                  .subs:
                                    Name(id='mine') @215:46
                                Attr(name='T') @215:53
                                  .value:
                                    Index() @215:53
                                      .value:
                                        Name(id='do_ring') @215:53
                                      .subs:
                                        Name(id='slot') @215:61
                        Assign(targets=('st',)) @216:21
                          .value:
                            Call() @216:26
                              .func:
                                Name(id='mma_wait') @216:26
                              .args:
                                Name(id='st_f') @216:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @216:49
                                )
                        If() @217:21
                          .cond:
                            Name(id='LSE_RING') @217:24
                          .body:
                            Assign(targets=('lse2r',)) @218:25
                              .value:
                                Call(kwargs=()) @218:33
                                  .func:
                                    Name(id='load') @218:33
                                  .args:
                                    Index() @218:38
                                      .value:
                                        Name(id='lse_s') @218:38
                                      .subs:
                                        Name(id='slot') @218:44
                          .orelse:
                            Assign(targets=('lse2r',)) @220:25
                              .value:
                                Index() @220:33
                                  .value:
                                    Name(id='lse2') @220:33
                                  .subs:
                                    Const(value=None) @220:38
                                    FullSlice() @220:44
                        Assign(targets=('pt', 'dact')) @221:21
                          .value:
                            Call(kwargs=()) @221:32
                              .func:
                                Name(id='probs') @221:32
                              .args:
                                Name(id='st') @221:38
                                Name(id='edge') @221:42
                                Index() @221:48
                                  .value:
                                    Name(id='qpos') @221:48
                                  .subs:
                                    Const(value=None) @221:53
                                    FullSlice() @221:59
                                Index() @221:63
                                  .value:
                                    Name(id='krows') @221:63
                                  .subs:
                                    FullSlice() @221:69
                                    Const(value=None) @221:72
                                Name(id='len_q') @221:79
                                Name(id='len_k') @221:86
                                Name(id='lse2r') @221:93
                                Name(id='qk_scale') @221:100
                                Name(id='sm_scale') @222:38
                                Name(id='CAUSAL') @222:48
                                Name(id='ACT') @222:56
                        Assign(targets=('dv_f',)) @225:21
                          .value:
                            Call(kwargs=()) @225:28
                              .func:
                                Name(id='mma_async') @225:28
                              .args:
                                Call(kwargs=()) @225:38
                                  .func:
                                    Name(id='cast') @225:38
                                  .args:
                                    Name(id='pt') @225:43
                                    Name(id='DT') @225:47
                                Index() @225:52
                                  .value:
                                    Name(id='do_ring') @225:52
                                  .subs:
                                    Name(id='slot') @225:60
                                Name(id='acc_v') @225:67
                        Assign(targets=('dpt',)) @226:21
                          .value:
                            Call() @226:27
                              .func:
                                Name(id='mma_wait') @226:27
                              .args:
                                Name(id='dpt_f') @226:36
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @226:51
                                )
                        If() @227:21
                          .cond:
                            Name(id='LSE_RING') @227:24
                          .body:
                            Assign(targets=('dltr',)) @228:25
                              .value:
                                Call(kwargs=()) @228:32
                                  .func:
                                    Name(id='load') @228:32
                                  .args:
                                    Index() @228:37
                                      .value:
                                        Name(id='dl_s') @228:37
                                      .subs:
                                        Name(id='slot') @228:42
                          .orelse:
                            Assign(targets=('dltr',)) @230:25
                              .value:
                                Index() @230:32
                                  .value:
                                    Name(id='dlt') @230:32
                                  .subs:
                                    Const(value=None) @230:36
                                    FullSlice() @230:42
                        Assign(targets=('dst',)) @231:21
                          .value:
                            Call(kwargs=()) @231:27
                              .func:
                                Name(id='dscores') @231:27
                              .args:
                                Name(id='pt') @231:35
                                Name(id='dact') @231:39
                                Name(id='dpt') @231:45
                                Name(id='dltr') @231:50
                                Name(id='ACT') @231:56
                        Assign(targets=('dk_f',)) @232:21
                          .value:
                            Call(kwargs=()) @232:28
                              .func:
                                Name(id='mma_async') @232:28
                              .args:
                                Call(kwargs=()) @232:38
                                  .func:
                                    Name(id='cast') @232:38
                                  .args:
                                    Name(id='dst') @232:43
                                    Name(id='DT') @232:48
                                Index() @232:53
                                  .value:
                                    Name(id='q_ring') @232:53
                                  .subs:
                                    Name(id='slot') @232:60
                                Name(id='acc_k') @232:67
                        Assign(targets=('acc_v',)) @233:21
                          .value:
                            Call() @233:29
                              .func:
                                Name(id='mma_wait') @233:29
                              .args:
                                Name(id='dv_f') @233:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @233:52
                                )
                        Assign(targets=('acc_k',)) @234:21
                          .value:
                            Call(kwargs=()) @234:29
                              .func:
                                Name(id='mma_wait') @234:29
                              .args:
                                Name(id='dk_f') @234:38
                    Arrive(count=None) @235:17
                      .target:
                        Index() @235:24
                          .value:
                            Name(id='qd_free') @235:24
                          .subs:
                            Name(id='slot') @235:32
            Arrive(count=None) @236:9
              .target:
                Index() @236:16
                  .value:
                    Name(id='kv_free') @236:16
                  .subs:
                    Name(id='ks') @236:24
            Assign(targets=('k_scale',)) @237:9
              .value:
                Name(id='sm_scale') @237:19
            Assign(targets=('v_scale',)) @238:9
              .value:
                Const(value=1.0) @238:19
            If(orelse=()) @239:9
              .cond:
                BinOp(op='==') @239:12
                  .lhs:
                    Name(id='ACT') @239:12
                  .rhs:
                    Const(value='silu') @239:19
              .body:
                Assign(targets=('k_scale',)) @240:13
                  .value:
                    BinOp(op='*') @240:23
                      .lhs:
                        Name(id='sm_scale') @240:23
                      .rhs:
                        Name(id='out_scale') @240:34
                Assign(targets=('v_scale',)) @241:13
                  .value:
                    Name(id='out_scale') @241:23
            Assign(targets=('live',)) @242:9
              .value:
                BinOp(op='<') @242:16
                  .lhs:
                    Name(id='krows') @242:16
                  .rhs:
                    Name(id='len_k') @242:24
            Store() @243:9
              .target:
                Index() @243:9
                  .value:
                    Name(id='dk') @243:9
                  .subs:
                    Name(id='seq') @243:12
              .subs:
                Index() @243:17
                  .value:
                    Name(id='krows') @243:17
                  .subs:
                    FullSlice() @243:23
                    Const(value=None) @243:26
                Name(id='kvh') @243:33
                Index() @243:38
                  .value:
                    Call(kwargs=()) @243:38
                      .func:
                        Name(id='arange') @243:38
                      .args:
                        Name(id='D') @243:45
                  .subs:
                    Const(value=None) @243:48
                    FullSlice() @243:54
              .value:
                Call(kwargs=()) @243:60
                  .func:
                    Name(id='cast') @243:60
                  .args:
                    BinOp(op='*') @243:65
                      .lhs:
                        Name(id='acc_k') @243:65
                      .rhs:
                        Name(id='k_scale') @243:73
                    Name(id='DT') @243:82
              .mask:
                Index() @243:92
                  .value:
                    Name(id='live') @243:92
                  .subs:
                    FullSlice() @243:97
                    Const(value=None) @243:100
            Store() @244:9
              .target:
                Index() @244:9
                  .value:
                    Name(id='dv') @244:9
                  .subs:
                    Name(id='seq') @244:12
              .subs:
                Index() @244:17
                  .value:
                    Name(id='krows') @244:17
                  .subs:
                    FullSlice() @244:23
                    Const(value=None) @244:26
                Name(id='kvh') @244:33
                Index() @244:38
                  .value:
                    Call(kwargs=()) @244:38
                      .func:
                        Name(id='arange') @244:38
                      .args:
                        Name(id='D') @244:45
                  .subs:
                    Const(value=None) @244:48
                    FullSlice() @244:54
              .value:
                Call(kwargs=()) @244:60
                  .func:
                    Name(id='cast') @244:60
                  .args:
                    BinOp(op='*') @244:65
                      .lhs:
                        Name(id='acc_v') @244:65
                      .rhs:
                        Name(id='v_scale') @244:73
                    Name(id='DT') @244:82
              .mask:
                Index() @244:92
                  .value:
                    Name(id='live') @244:92
                  .subs:
                    FullSlice() @244:97
                    Const(value=None) @244:100