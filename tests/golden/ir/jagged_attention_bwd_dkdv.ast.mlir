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
    FuncDef(name='step_block', params=('j', 'part', 'head0', 'm_lo', 'rot', 'n_m', 'n_x', 'n_xs', 'SPLIT')) @62:1
      .body:
        If(orelse=()) @63:5
          .cond:
            Unary(op='not') @63:8
              .operand:
                Name(id='SPLIT') @63:12
          .body:
            Return() @64:9
              .values:
                BinOp(op='+') @64:16
                  .lhs:
                    Name(id='head0') @64:16
                  .rhs:
                    BinOp(op='//') @64:24
                      .lhs:
                        Name(id='j') @64:24
                      .rhs:
                        Name(id='n_m') @64:29
                BinOp(op='+') @64:34
                  .lhs:
                    Name(id='m_lo') @64:34
                  .rhs:
                    BinOp(op='%') @64:42
                      .lhs:
                        BinOp(op='+') @64:42
                          .lhs:
                            Name(id='j') @64:42
                          .rhs:
                            Name(id='rot') @64:46
                      .rhs:
                        Name(id='n_m') @64:53
        Assign(targets=('n_u',)) @65:5
          .value:
            Call(kwargs=()) @65:11
              .func:
                Name(id='maximum') @65:11
              .args:
                BinOp(op='-') @65:19
                  .lhs:
                    Name(id='n_m') @65:19
                  .rhs:
                    Name(id='n_x') @65:25
                Const(value=1) @65:30
        Assign(targets=('nx1',)) @66:5
          .value:
            Call(kwargs=()) @66:11
              .func:
                Name(id='maximum') @66:11
              .args:
                Name(id='n_x') @66:19
                Const(value=1) @66:24
        Assign(targets=('h',)) @67:5
          .value:
            BinOp(op='//') @67:10
              .lhs:
                BinOp(op='-') @67:10
                  .lhs:
                    Name(id='j') @67:10
                  .rhs:
                    Name(id='n_xs') @67:14
              .rhs:
                Name(id='n_u') @67:23
        Assign(targets=('kk',)) @68:5
          .value:
            BinOp(op='+') @68:10
              .lhs:
                Name(id='n_x') @68:10
              .rhs:
                BinOp(op='%') @68:17
                  .lhs:
                    BinOp(op='-') @68:17
                      .lhs:
                        Name(id='j') @68:17
                      .rhs:
                        Name(id='n_xs') @68:21
                  .rhs:
                    Name(id='n_u') @68:29
        If() @69:5
          .cond:
            BinOp(op='==') @69:8
              .lhs:
                Name(id='part') @69:8
              .rhs:
                Const(value=0) @69:16
          .body:
            Assign(targets=('h',)) @70:9
              .value:
                BinOp(op='//') @70:13
                  .lhs:
                    Name(id='j') @70:13
                  .rhs:
                    Name(id='nx1') @70:18
            Assign(targets=('kk',)) @71:9
              .value:
                BinOp(op='%') @71:14
                  .lhs:
                    Name(id='j') @71:14
                  .rhs:
                    Name(id='nx1') @71:18
          .orelse:
            If(orelse=()) @72:5
              .cond:
                BinOp(op='<') @72:10
                  .lhs:
                    Name(id='part') @72:10
                  .rhs:
                    Const(value=0) @72:17
              .body:
                Assign(targets=('x',)) @75:9
                  .value:
                    Call(kwargs=()) @75:13
                      .func:
                        Name(id='minimum') @75:13
                      .args:
                        Call(kwargs=()) @75:21
                          .func:
                            Name(id='maximum') @75:21
                          .args:
                            BinOp(op='-') @75:29
                              .lhs:
                                Name(id='n_xs') @75:29
                              .rhs:
                                Name(id='j') @75:36
                            Const(value=0) @75:39
                        Const(value=1) @75:43
                Assign(targets=('h',)) @76:9
                  .value:
                    BinOp(op='+') @76:13
                      .lhs:
                        BinOp(op='*') @76:13
                          .lhs:
                            Name(id='x') @76:13
                          .rhs:
                            BinOp(op='//') @76:18
                              .lhs:
                                Name(id='j') @76:18
                              .rhs:
                                Name(id='nx1') @76:23
                      .rhs:
                        BinOp(op='*') @76:31
                          .lhs:
                            BinOp(op='-') @76:31
                              .lhs:
                                Const(value=1) @76:31
                              .rhs:
                                Name(id='x') @76:35
                          .rhs:
                            Name(id='h') @76:40
                Assign(targets=('kk',)) @77:9
                  .value:
                    BinOp(op='+') @77:14
                      .lhs:
                        BinOp(op='*') @77:14
                          .lhs:
                            Name(id='x') @77:14
                          .rhs:
                            BinOp(op='%') @77:19
                              .lhs:
                                Name(id='j') @77:19
                              .rhs:
                                Name(id='nx1') @77:23
                      .rhs:
                        BinOp(op='*') @77:31
                          .lhs:
                            BinOp(op='-') @77:31
                              .lhs:
                                Const(value=1) @77:31
                              .rhs:
                                Name(id='x') @77:35
                          .rhs:
                            Name(id='kk') @77:40
        Return() @78:5
          .values:
            BinOp(op='+') @78:12
              .lhs:
                Name(id='head0') @78:12
              .rhs:
                Name(id='h') @78:20
            BinOp(op='+') @78:23
              .lhs:
                Name(id='m_lo') @78:23
              .rhs:
                BinOp(op='%') @78:31
                  .lhs:
                    BinOp(op='+') @78:31
                      .lhs:
                        Name(id='kk') @78:31
                      .rhs:
                        Name(id='rot') @78:36
                  .rhs:
                    Call(kwargs=()) @78:43
                      .func:
                        Name(id='maximum') @78:43
                      .args:
                        Name(id='n_m') @78:51
                        Const(value=1) @78:56
    FuncDef(name='lse_delta', params=('j', 'part', 'head0', 'm_lo', 'rot', 'n_m', 'n_x', 'n_xs', 'SPLIT', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @83:1
      .body:
        Assign(targets=('head', 'mb')) @84:5
          .value:
            Call(kwargs=()) @84:16
              .func:
                Name(id='step_block') @84:16
              .args:
                Name(id='j') @84:27
                Name(id='part') @84:30
                Name(id='head0') @84:36
                Name(id='m_lo') @84:43
                Name(id='rot') @84:49
                Name(id='n_m') @84:54
                Name(id='n_x') @84:59
                Name(id='n_xs') @84:64
                Name(id='SPLIT') @84:70
        Return() @85:5
          .values:
            Call(kwargs=()) @85:12
              .func:
                Name(id='lse_delta_at') @85:12
              .args:
                Name(id='head') @85:25
                Name(id='mb') @85:31
                Name(id='q0') @85:35
                Name(id='len_q') @85:39
                Name(id='qcols') @85:46
                Name(id='lse2_t') @85:53
                Name(id='delta_t') @85:61
                Name(id='BLOCK_M') @85:70
    FuncDef(name='lse_delta_at', params=('head', 'mb', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @87:1
      .body:
        Assign(targets=('qi',)) @88:5
          .value:
            BinOp(op='+') @88:10
              .lhs:
                Name(id='q0') @88:10
              .rhs:
                Call(kwargs=()) @88:15
                  .func:
                    Name(id='maximum') @88:15
                  .args:
                    Call(kwargs=()) @88:23
                      .func:
                        Name(id='minimum') @88:23
                      .args:
                        BinOp(op='+') @88:31
                          .lhs:
                            BinOp(op='*') @88:31
                              .lhs:
                                Name(id='mb') @88:31
                              .rhs:
                                Name(id='BLOCK_M') @88:36
                          .rhs:
                            Name(id='qcols') @88:46
                        BinOp(op='-') @88:53
                          .lhs:
                            Name(id='len_q') @88:53
                          .rhs:
                            Const(value=1) @88:61
                    Const(value=0) @88:65
        Return() @89:5
          .values:
            Index() @89:12
              .value:
                Name(id='lse2_t') @89:12
              .subs:
                Name(id='head') @89:19
                Name(id='qi') @89:25
            Index() @89:30
              .value:
                Name(id='delta_t') @89:30
              .subs:
                Name(id='head') @89:38
                Name(id='qi') @89:44
    FuncDef(name='lse_delta_slots', params=('head', 'mb', 'q0', 'len_q', 'lse2_t', 'delta_t', 'BLOCK_M', 'SMEM_P')) @93:1
      .body:
        Assign(targets=('lse2', 'dlt')) @94:5
          .value:
            Call(kwargs=()) @94:17
              .func:
                Name(id='lse_delta_at') @94:17
              .args:
                Name(id='head') @94:30
                Name(id='mb') @94:36
                Name(id='q0') @94:40
                Name(id='len_q') @94:44
                Call(kwargs=()) @94:51
                  .func:
                    Name(id='arange') @94:51
                  .args:
                    Name(id='BLOCK_M') @94:58
                Name(id='lse2_t') @94:68
                Name(id='delta_t') @94:76
                Name(id='BLOCK_M') @94:85
        If(orelse=()) @95:5
          .cond:
            Name(id='SMEM_P') @95:8
          .body:
            Return() @96:9
              .values:
                Index() @96:16
                  .value:
                    Name(id='lse2') @96:16
                  .subs:
                    FullSlice() @96:21
                    Const(value=None) @96:24
                Index() @96:31
                  .value:
                    Name(id='dlt') @96:31
                  .subs:
                    FullSlice() @96:35
                    Const(value=None) @96:38
        Return() @97:5
          .values:
            Index() @97:12
              .value:
                Name(id='lse2') @97:12
              .subs:
                Const(value=None) @97:17
                FullSlice() @97:23
            Index() @97:27
              .value:
                Name(id='dlt') @97:27
              .subs:
                Const(value=None) @97:31
                FullSlice() @97:37
    FuncDef(name='part_bounds', params=('part', 'n_xs', 'steps', 'SPLIT')) @100:1
      .body:
        If(orelse=()) @101:5
          .cond:
            Name(id='SPLIT') @101:8
          .body:
            If(orelse=()) @102:9
              .cond:
                BinOp(op='==') @102:12
                  .lhs:
                    Name(id='part') @102:12
                  .rhs:
                    Const(value=0) @102:20
              .body:
                Return() @103:13
                  .values:
                    Const(value=0) @103:20
                    Name(id='n_xs') @103:23
            Return() @104:9
              .values:
                Name(id='n_xs') @104:16
                Name(id='steps') @104:22
        Return() @105:5
          .values:
            Const(value=0) @105:12
            Name(id='steps') @105:15
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
        Assign(targets=('rot',)) @78:5
          .value:
            Const(value=0) @78:11
        If(orelse=()) @79:5
          .cond:
            Name(id='ROTATE') @79:8
          .body:
            Assign(targets=('rot',)) @80:9
              .value:
                BinOp(op='%') @80:16
                  .lhs:
                    BinOp(op='*') @80:16
                      .lhs:
                        Name(id='n') @80:16
                      .rhs:
                        Call(kwargs=()) @80:20
                          .func:
                            Name(id='cdiv') @80:20
                          .args:
                            Name(id='n_m') @80:25
                            Const(value=8) @80:30
                  .rhs:
                    Call(kwargs=()) @80:36
                      .func:
                        Name(id='maximum') @80:36
                      .args:
                        Name(id='n_m') @80:44
                        Const(value=1) @80:49
        Assign(targets=('n_x',)) @86:5
          .value:
            Const(value=0) @86:11
        Assign(targets=('n_xs',)) @87:5
          .value:
            Const(value=0) @87:12
        Assign(targets=('PARTS',)) @88:5
          .value:
            Const(value=1) @88:13
        If(orelse=()) @89:5
          .cond:
            Name(id='SPLIT') @89:8
          .body:
            StaticAssert(message='SPLIT orders the steps itself: not with ROTATE') @90:9
              .cond:
                Unary(op='not') @90:23
                  .operand:
                    Name(id='ROTATE') @90:27
            Assign(targets=('PARTS',)) @91:9
              .value:
                Const(value=2) @91:17
            If(orelse=()) @92:9
              .cond:
                Name(id='CAUSAL') @92:12
              .body:
                Assign(targets=('m_diag',)) @94:13
                  .value:
                    Call(kwargs=()) @94:22
                      .func:
                        Name(id='cdiv') @94:22
                      .args:
                        Call(kwargs=()) @94:27
                          .func:
                            Name(id='maximum') @94:27
                          .args:
                            BinOp(op='-') @94:35
                              .lhs:
                                BinOp(op='-') @94:35
                                  .lhs:
                                    BinOp(op='+') @94:35
                                      .lhs:
                                        BinOp(op='*') @94:35
                                          .lhs:
                                            Name(id='n') @94:35
                                          .rhs:
                                            Name(id='BLOCK_N') @94:39
                                      .rhs:
                                        Name(id='BLOCK_N') @94:49
                                  .rhs:
                                    Const(value=1) @94:59
                              .rhs:
                                BinOp(op='-') @94:64
                                  .lhs:
                                    Name(id='len_k') @94:64
                                  .rhs:
                                    Name(id='len_q') @94:72
                            Const(value=0) @94:80
                        Name(id='BLOCK_M') @94:84
                Assign(targets=('n_x',)) @95:13
                  .value:
                    Call(kwargs=()) @95:19
                      .func:
                        Name(id='minimum') @95:19
                      .args:
                        Call(kwargs=()) @95:27
                          .func:
                            Name(id='maximum') @95:27
                          .args:
                            BinOp(op='-') @95:35
                              .lhs:
                                Name(id='m_diag') @95:35
                              .rhs:
                                Name(id='m_lo') @95:44
                            Const(value=0) @95:50
                        Name(id='n_m') @95:54
            Assign(targets=('n_e',)) @96:9
              .value:
                BinOp(op='*') @96:15
                  .lhs:
                    Call(kwargs=()) @96:15
                      .func:
                        Name(id='minimum') @96:15
                      .args:
                        BinOp(op='%') @96:23
                          .lhs:
                            Name(id='len_q') @96:23
                          .rhs:
                            Name(id='BLOCK_M') @96:31
                        Const(value=1) @96:40
                  .rhs:
                    Call(kwargs=()) @96:45
                      .func:
                        Name(id='minimum') @96:45
                      .args:
                        BinOp(op='-') @96:53
                          .lhs:
                            Name(id='n_m') @96:53
                          .rhs:
                            Name(id='n_x') @96:59
                        Const(value=1) @96:64
            Assign(targets=('n_x',)) @97:9
              .value:
                BinOp(op='+') @97:15
                  .lhs:
                    Name(id='n_x') @97:15
                  .rhs:
                    Name(id='n_e') @97:21
            Assign(targets=('n_xs',)) @98:9
              .value:
                Call(kwargs=()) @98:16
                  .func:
                    Name(id='minimum') @98:16
                  .args:
                    BinOp(op='*') @98:24
                      .lhs:
                        Name(id='group') @98:24
                      .rhs:
                        Name(id='n_x') @98:32
                    Name(id='steps') @98:37
            Assign(targets=('rot',)) @99:9
              .value:
                BinOp(op='%') @99:16
                  .lhs:
                    BinOp(op='-') @99:16
                      .lhs:
                        Name(id='n_m') @99:16
                      .rhs:
                        Name(id='n_e') @99:22
                  .rhs:
                    Call(kwargs=()) @99:29
                      .func:
                        Name(id='maximum') @99:29
                      .args:
                        Name(id='n_m') @99:37
                        Const(value=1) @99:42
        Role(name='load', replica=None) @101:5
          .kwargs:
            (
              'warps'
              Const(value=1) @101:21
            )
            (
              'regs'
              Const(value=24) @101:29
            )
          .body:
            Assign(targets=('ks',)) @102:9
              .value:
                BinOp(op='%') @102:14
                  .lhs:
                    Name(id='tile_index') @102:14
                  .rhs:
                    Name(id='KVBUF') @102:27
            Wait(phase=None) @103:9
              .target:
                Index() @103:14
                  .value:
                    Name(id='kv_free') @103:14
                  .subs:
                    Name(id='ks') @103:22
            Expect() @104:9
              .target:
                Index() @104:16
                  .value:
                    Name(id='kv_ready') @104:16
                  .subs:
                    Name(id='ks') @104:25
              .nbytes:
                BinOp(op='*') @104:30
                  .lhs:
                    BinOp(op='*') @104:30
                      .lhs:
                        Const(value=2) @104:30
                      .rhs:
                        Name(id='NWG') @104:34
                  .rhs:
                    Call(kwargs=()) @104:40
                      .func:
                        Name(id='bytes') @104:40
                      .args:
                        Name(id='k_tile') @104:46
            For(var='i') @105:9
              .iter:
                Call(kwargs=()) @105:18
                  .func:
                    Name(id='static_range') @105:18
                  .args:
                    Name(id='NWG') @105:31
              .body:
                Tma() @106:13
                  .dst:
                    Index() @106:17
                      .value:
                        Name(id='k_tile') @106:17
                      .subs:
                        BinOp(op='+') @106:24
                          .lhs:
                            BinOp(op='*') @106:24
                              .lhs:
                                Name(id='ks') @106:24
                              .rhs:
                                Name(id='NWG') @106:29
                          .rhs:
                            Name(id='i') @106:35
                  .src:
                    Index() @106:41
                      .value:
                        Name(id='k') @106:41
                      .subs:
                        Name(id='seq') @106:43
                        BinOp(op='+') @106:48
                          .lhs:
                            BinOp(op='*') @106:48
                              .lhs:
                                Name(id='NWG') @106:48
                              .rhs:
                                Name(id='n') @106:54
                          .rhs:
                            Name(id='i') @106:58
                        Name(id='kvh') @106:61
                  .signals:
                    Index() @106:74
                      .value:
                        Name(id='kv_ready') @106:74
                      .subs:
                        Name(id='ks') @106:83
                Tma() @107:13
                  .dst:
                    Index() @107:17
                      .value:
                        Name(id='v_tile') @107:17
                      .subs:
                        BinOp(op='+') @107:24
                          .lhs:
                            BinOp(op='*') @107:24
                              .lhs:
                                Name(id='ks') @107:24
                              .rhs:
                                Name(id='NWG') @107:29
                          .rhs:
                            Name(id='i') @107:35
                  .src:
                    Index() @107:41
                      .value:
                        Name(id='v') @107:41
                      .subs:
                        Name(id='seq') @107:43
                        BinOp(op='+') @107:48
                          .lhs:
                            BinOp(op='*') @107:48
                              .lhs:
                                Name(id='NWG') @107:48
                              .rhs:
                                Name(id='n') @107:54
                          .rhs:
                            Name(id='i') @107:58
                        Name(id='kvh') @107:61
                  .signals:
                    Index() @107:74
                      .value:
                        Name(id='kv_ready') @107:74
                      .subs:
                        Name(id='ks') @107:83
            For(var='part') @108:9
              .iter:
                Call(kwargs=()) @108:21
                  .func:
                    Name(id='static_range') @108:21
                  .args:
                    Name(id='PARTS') @108:34
              .body:
                Assign(targets=('lo', 'hi')) @109:13
                  .value:
                    Call(kwargs=()) @109:22
                      .func:
                        Name(id='part_bounds') @109:22
                      .args:
                        Name(id='part') @109:34
                        Name(id='n_xs') @109:40
                        Name(id='steps') @109:46
                        Name(id='SPLIT') @109:53
                Pipeline(var='j', slot='slot', ring='qd') @110:13
                  .iter:
                    Call(kwargs=()) @110:27
                      .func:
                        Name(id='range') @110:27
                      .args:
                        Name(id='lo') @110:33
                        Name(id='hi') @110:37
                  .stages:
                    Name(id='STAGES') @110:54
                  .body:
                    Assign(targets=('head', 'mb')) @111:17
                      .value:
                        Call(kwargs=()) @111:28
                          .func:
                            Name(id='step_block') @111:28
                          .args:
                            Name(id='j') @111:39
                            Name(id='part') @111:42
                            BinOp(op='*') @111:48
                              .lhs:
                                Name(id='kvh') @111:48
                              .rhs:
                                Name(id='group') @111:54
                            Name(id='m_lo') @111:61
                            Name(id='rot') @111:67
                            Name(id='n_m') @111:72
                            Name(id='n_x') @111:77
                            Name(id='n_xs') @111:82
                            Name(id='SPLIT') @111:88
                    Wait(phase=None) @112:17
                      .target:
                        Index() @112:22
                          .value:
                            Name(id='qd_free') @112:22
                          .subs:
                            Name(id='slot') @112:30
                    If(orelse=()) @113:17
                      .cond:
                        Name(id='LSE_RING') @113:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @114:21
                          .value:
                            Call(kwargs=()) @114:37
                              .func:
                                Name(id='lse_delta_slots') @114:37
                              .args:
                                Name(id='head') @114:53
                                Name(id='mb') @114:59
                                Name(id='q0') @114:63
                                Name(id='len_q') @114:67
                                Name(id='lse2_t') @114:74
                                Name(id='delta_t') @114:82
                                Name(id='BLOCK_M') @114:91
                                Name(id='SMEM_P') @114:100
                        ExprStmt() @115:21
                          .value:
                            Call(kwargs=()) @115:21
                              .func:
                                Name(id='store_smem') @115:21
                              .args:
                                Index() @115:32
                                  .value:
                                    Name(id='lse_s') @115:32
                                  .subs:
                                    Name(id='slot') @115:38
                                Name(id='lse2_c') @115:45
                        ExprStmt() @116:21
                          .value:
                            Call(kwargs=()) @116:21
                              .func:
                                Name(id='store_smem') @116:21
                              .args:
                                Index() @116:32
                                  .value:
                                    Name(id='dl_s') @116:32
                                  .subs:
                                    Name(id='slot') @116:37
                                Name(id='dlt_c') @116:44
                    Expect() @117:17
                      .target:
                        Index() @117:24
                          .value:
                            Name(id='qd_ready') @117:24
                          .subs:
                            Name(id='slot') @117:33
                      .nbytes:
                        BinOp(op='+') @117:40
                          .lhs:
                            Call(kwargs=()) @117:40
                              .func:
                                Name(id='bytes') @117:40
                              .args:
                                Name(id='q_ring') @117:46
                          .rhs:
                            Call(kwargs=()) @117:56
                              .func:
                                Name(id='bytes') @117:56
                              .args:
                                Name(id='do_ring') @117:62
                    Tma() @118:17
                      .dst:
                        Index() @118:21
                          .value:
                            Name(id='q_ring') @118:21
                          .subs:
                            Name(id='slot') @118:28
                      .src:
                        Index() @118:37
                          .value:
                            Name(id='q') @118:37
                          .subs:
                            Name(id='seq') @118:39
                            Name(id='mb') @118:44
                            Name(id='head') @118:48
                      .signals:
                        Index() @118:62
                          .value:
                            Name(id='qd_ready') @118:62
                          .subs:
                            Name(id='slot') @118:71
                    Tma() @119:17
                      .dst:
                        Index() @119:21
                          .value:
                            Name(id='do_ring') @119:21
                          .subs:
                            Name(id='slot') @119:29
                      .src:
                        Index() @119:38
                          .value:
                            Name(id='d_o') @119:38
                          .subs:
                            Name(id='seq') @119:42
                            Name(id='mb') @119:47
                            Name(id='head') @119:51
                      .signals:
                        Index() @119:65
                          .value:
                            Name(id='qd_ready') @119:65
                          .subs:
                            Name(id='slot') @119:74
        Role(name='compute', replica='wg') @121:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @121:29
            )
            (
              'regs'
              Name(id='REGS') @121:39
            )
          .body:
            Assign(targets=('qk_scale',)) @122:9
              .value:
                BinOp(op='*') @122:20
                  .lhs:
                    Name(id='sm_scale') @122:20
                  .rhs:
                    Name(id='LOG2E') @122:31
            Assign(targets=('krow0',)) @123:9
              .value:
                BinOp(op='+') @123:17
                  .lhs:
                    BinOp(op='*') @123:17
                      .lhs:
                        Name(id='n') @123:17
                      .rhs:
                        Name(id='BLOCK_N') @123:21
                  .rhs:
                    BinOp(op='*') @123:31
                      .lhs:
                        Name(id='wg') @123:31
                      .rhs:
                        Name(id='WG_N') @123:36
            Assign(targets=('krows',)) @124:9
              .value:
                BinOp(op='+') @124:17
                  .lhs:
                    Name(id='krow0') @124:17
                  .rhs:
                    Call(kwargs=()) @124:25
                      .func:
                        Name(id='arange') @124:25
                      .args:
                        Name(id='WG_N') @124:32
            Assign(targets=('qcols',)) @125:9
              .value:
                Call(kwargs=()) @125:17
                  .func:
                    Name(id='arange') @125:17
                  .args:
                    Name(id='BLOCK_M') @125:24
            Assign(targets=('ks',)) @126:9
              .value:
                BinOp(op='%') @126:14
                  .lhs:
                    Name(id='tile_index') @126:14
                  .rhs:
                    Name(id='KVBUF') @126:27
            Assign(targets=('mine',)) @127:9
              .value:
                BinOp(op='+') @127:16
                  .lhs:
                    BinOp(op='*') @127:16
                      .lhs:
                        Name(id='ks') @127:16
                      .rhs:
                        Name(id='NWG') @127:21
                  .rhs:
                    Name(id='wg') @127:27
            Assign(targets=('acc_k',)) @128:9
              .value:
                Call(kwargs=()) @128:17
                  .func:
                    Name(id='zeros') @128:17
                  .args:
                    ListLit() @128:23
                      .elts:
                        Name(id='WG_N') @128:24
                        Name(id='D') @128:30
                    Name(id='f32') @128:34
            Assign(targets=('acc_v',)) @129:9
              .value:
                Call(kwargs=()) @129:17
                  .func:
                    Name(id='zeros') @129:17
                  .args:
                    ListLit() @129:23
                      .elts:
                        Name(id='WG_N') @129:24
                        Name(id='D') @129:30
                    Name(id='f32') @129:34
            Wait(phase=None) @130:9
              .target:
                Index() @130:14
                  .value:
                    Name(id='kv_ready') @130:14
                  .subs:
                    Name(id='ks') @130:23
            If(orelse=()) @132:9
              .cond:
                BoolOp(op='and') @132:12
                  .values:
                    BinOp(op='==') @132:12
                      .lhs:
                        Name(id='ACT') @132:12
                      .rhs:
                        Const(value='softmax') @132:19
                    Name(id='PREFETCH') @132:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @133:13
                  .value:
                    Call(kwargs=()) @133:29
                      .func:
                        Name(id='lse_delta') @133:29
                      .args:
                        Const(value=0) @133:39
                        Unary(op='-') @133:42
                          .operand:
                            Const(value=1) @133:43
                        BinOp(op='*') @133:46
                          .lhs:
                            Name(id='kvh') @133:46
                          .rhs:
                            Name(id='group') @133:52
                        Name(id='m_lo') @133:59
                        Name(id='rot') @133:65
                        Name(id='n_m') @133:70
                        Name(id='n_x') @133:75
                        Name(id='n_xs') @133:80
                        Name(id='SPLIT') @133:86
                        Name(id='q0') @133:93
                        Name(id='len_q') @133:97
                        Name(id='qcols') @133:104
                        Name(id='lse2_t') @133:111
                        Name(id='delta_t') @134:39
                        Name(id='BLOCK_M') @134:48
            For(var='part') @135:9
              .iter:
                Call(kwargs=()) @135:21
                  .func:
                    Name(id='static_range') @135:21
                  .args:
                    Name(id='PARTS') @135:34
              .body:
                Assign(targets=('lo', 'hi')) @136:13
                  .value:
                    Call(kwargs=()) @136:22
                      .func:
                        Name(id='part_bounds') @136:22
                      .args:
                        Name(id='part') @136:34
                        Name(id='n_xs') @136:40
                        Name(id='steps') @136:46
                        Name(id='SPLIT') @136:53
                Pipeline(var='j', slot='slot', ring='qd') @137:13
                  .iter:
                    Call(kwargs=()) @137:27
                      .func:
                        Name(id='range') @137:27
                      .args:
                        Name(id='lo') @137:33
                        Name(id='hi') @137:37
                  .stages:
                    Name(id='STAGES') @137:54
                  .body:
                    Assign(targets=('head', 'mb')) @138:17
                      .value:
                        Call(kwargs=()) @138:28
                          .func:
                            Name(id='step_block') @138:28
                          .args:
                            Name(id='j') @138:39
                            Name(id='part') @138:42
                            BinOp(op='*') @138:48
                              .lhs:
                                Name(id='kvh') @138:48
                              .rhs:
                                Name(id='group') @138:54
                            Name(id='m_lo') @138:61
                            Name(id='rot') @138:67
                            Name(id='n_m') @138:72
                            Name(id='n_x') @138:77
                            Name(id='n_xs') @138:82
                            Name(id='SPLIT') @138:88
                    Assign(targets=('qpos',)) @139:17
                      .value:
                        BinOp(op='+') @139:24
                          .lhs:
                            BinOp(op='*') @139:24
                              .lhs:
                                Name(id='mb') @139:24
                              .rhs:
                                Name(id='BLOCK_M') @139:29
                          .rhs:
                            Name(id='qcols') @139:39
                    Assign(targets=('lse2',)) @140:17
                      .value:
                        Call(kwargs=()) @140:24
                          .func:
                            Name(id='zeros') @140:24
                          .args:
                            ListLit() @140:30
                              .elts:
                                Name(id='BLOCK_M') @140:31
                            Name(id='f32') @140:41
                    Assign(targets=('dlt',)) @141:17
                      .value:
                        Call(kwargs=()) @141:23
                          .func:
                            Name(id='zeros') @141:23
                          .args:
                            ListLit() @141:29
                              .elts:
                                Name(id='BLOCK_M') @141:30
                            Name(id='f32') @141:40
                    Assign(targets=('pf_here',)) @145:17
                      .value:
                        BoolOp(op='and') @145:27
                          .values:
                            Name(id='PREFETCH') @145:27
                            Unary(op='not') @145:40
                              .operand:
                                BoolOp(op='and') @145:45
                                  .values:
                                    Name(id='PF_LATE') @145:45
                                    Name(id='SMEM_P') @145:57
                    If() @146:17
                      .cond:
                        BoolOp(op='and') @146:20
                          .values:
                            BinOp(op='==') @146:20
                              .lhs:
                                Name(id='ACT') @146:20
                              .rhs:
                                Const(value='softmax') @146:27
                            Name(id='PREFETCH') @146:41
                      .body:
                        Assign(targets=('lse2',)) @147:21
                          .value:
                            Name(id='lse2_n') @147:28
                        Assign(targets=('dlt',)) @148:21
                          .value:
                            Name(id='dlt_n') @148:27
                        If(orelse=()) @149:21
                          .cond:
                            Name(id='pf_here') @149:24
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @150:25
                              .value:
                                Call(kwargs=()) @150:41
                                  .func:
                                    Name(id='lse_delta') @150:41
                                  .args:
                                    Call(kwargs=()) @150:51
                                      .func:
                                        Name(id='minimum') @150:51
                                      .args:
                                        BinOp(op='+') @150:59
                                          .lhs:
                                            Name(id='j') @150:59
                                          .rhs:
                                            Const(value=1) @150:63
                                        BinOp(op='-') @150:66
                                          .lhs:
                                            Name(id='steps') @150:66
                                          .rhs:
                                            Const(value=1) @150:74
                                    BinOp(op='-') @150:78
                                      .lhs:
                                        BinOp(op='*') @150:78
                                          .lhs:
                                            Const(value=2) @150:78
                                          .rhs:
                                            Name(id='part') @150:82
                                      .rhs:
                                        Const(value=1) @150:89
                                    BinOp(op='*') @150:92
                                      .lhs:
                                        Name(id='kvh') @150:92
                                      .rhs:
                                        Name(id='group') @150:98
                                    Name(id='m_lo') @150:105
                                    Name(id='rot') @150:111
                                    Name(id='n_m') @150:116
                                    Name(id='n_x') @151:51
                                    Name(id='n_xs') @151:56
                                    Name(id='SPLIT') @151:62
                                    Name(id='q0') @151:69
                                    Name(id='len_q') @151:73
                                    Name(id='qcols') @151:80
                                    Name(id='lse2_t') @151:87
                                    Name(id='delta_t') @151:95
                                    Name(id='BLOCK_M') @151:104
                      .orelse:
                        If(orelse=()) @152:17
                          .cond:
                            BoolOp(op='and') @152:22
                              .values:
                                BinOp(op='==') @152:22
                                  .lhs:
                                    Name(id='ACT') @152:22
                                  .rhs:
                                    Const(value='softmax') @152:29
                                Unary(op='not') @152:43
                                  .operand:
                                    Name(id='LSE_RING') @152:47
                          .body:
                            Assign(targets=('qi',)) @156:21
                              .value:
                                BinOp(op='+') @156:26
                                  .lhs:
                                    Name(id='q0') @156:26
                                  .rhs:
                                    Call(kwargs=()) @156:31
                                      .func:
                                        Name(id='minimum') @156:31
                                      .args:
                                        Name(id='qpos') @156:39
                                        BinOp(op='-') @156:45
                                          .lhs:
                                            Name(id='len_q') @156:45
                                          .rhs:
                                            Const(value=1) @156:53
                            Assign(targets=('lse2',)) @157:21
                              .value:
                                Index() @157:28
                                  .value:
                                    Name(id='lse2_t') @157:28
                                  .subs:
                                    Name(id='head') @157:35
                                    Name(id='qi') @157:41
                            Assign(targets=('dlt',)) @158:21
                              .value:
                                Index() @158:27
                                  .value:
                                    Name(id='delta_t') @158:27
                                  .subs:
                                    Name(id='head') @158:35
                                    Name(id='qi') @158:41
                    If() @159:17
                      .cond:
                        BinOp(op='==') @159:20
                          .lhs:
                            Name(id='part') @159:20
                          .rhs:
                            Const(value=0) @159:28
                      .body:
                        Assign(targets=('edge',)) @160:21
                          .value:
                            BinOp(op='>') @160:28
                              .lhs:
                                BinOp(op='*') @160:29
                                  .lhs:
                                    BinOp(op='+') @160:29
                                      .lhs:
                                        Name(id='mb') @160:29
                                      .rhs:
                                        Const(value=1) @160:34
                                  .rhs:
                                    Name(id='BLOCK_M') @160:39
                              .rhs:
                                Name(id='len_q') @160:49
                        If(orelse=()) @161:21
                          .cond:
                            Name(id='CAUSAL') @161:24
                          .body:
                            Assign(targets=('edge',)) @162:25
                              .value:
                                BoolOp(op='or') @162:32
                                  .values:
                                    Name(id='edge') @162:32
                                    BinOp(op='>') @162:40
                                      .lhs:
                                        BinOp(op='-') @162:40
                                          .lhs:
                                            BinOp(op='+') @162:40
                                              .lhs:
                                                Name(id='krow0') @162:40
                                              .rhs:
                                                Name(id='WG_N') @162:48
                                          .rhs:
                                            Const(value=1) @162:55
                                      .rhs:
                                        BinOp(op='+') @162:59
                                          .lhs:
                                            BinOp(op='*') @162:59
                                              .lhs:
                                                Name(id='mb') @162:59
                                              .rhs:
                                                Name(id='BLOCK_M') @162:64
                                          .rhs:
                                            BinOp(op='-') @162:75
                                              .lhs:
                                                Name(id='len_k') @162:75
                                              .rhs:
                                                Name(id='len_q') @162:83
                      .orelse:
                        Assign(targets=('edge',)) @164:21
                          .value:
                            Const(value=False) @164:28
                    Wait(phase=None) @165:17
                      .target:
                        Index() @165:22
                          .value:
                            Name(id='qd_ready') @165:22
                          .subs:
                            Name(id='slot') @165:31
                    If() @166:17
                      .cond:
                        Name(id='SMEM_P') @166:20
                      .body:
                        Assign(targets=('s_f',)) @169:21
                          .value:
                            Call(kwargs=()) @169:27
                              .func:
                                Name(id='mma_async') @169:27
                              .args:
                                Index() @169:37
                                  .value:
                                    Name(id='q_ring') @169:37
                                  .subs:
                                    Name(id='slot') @169:44
                                Attr(name='T') @169:51
                                  .value:
                                    Index() @169:51
                                      .value:
                                        Name(id='k_tile') @169:51
                                      .subs:
                                        Name(id='mine') @169:58
                        Assign(targets=('dp_f',)) @170:21
                          .value:
                            Call(kwargs=()) @170:28
                              .func:
                                Name(id='mma_async') @170:28
                              .args:
                                Index() @170:38
                                  .value:
                                    Name(id='do_ring') @170:38
                                  .subs:
                                    Name(id='slot') @170:46
                                Attr(name='T') @170:53
                                  .value:
                                    Index() @170:53
                                      .value:
                                        Name(id='v_tile') @170:53
                                      .subs:
                                        Name(id='mine') @170:60
                        Assign(targets=('s',)) @171:21
                          .value:
                            Call() @171:25
                              .func:
                                Name(id='mma_wait') @171:25
                              .args:
                                Name(id='s_f') @171:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @171:47
                                )
                        Assign(targets=('kpos',)) @174:21
                          .value:
                            BinOp(op='+') @174:28
                              .lhs:
                                Name(id='krow0') @174:28
                              .rhs:
                                Call(kwargs=()) @174:36
                                  .func:
                                    Name(id='arange') @174:36
                                  .args:
                                    Name(id='WG_N') @174:43
                        If() @175:21
                          .cond:
                            Name(id='LSE_RING') @175:24
                          .body:
                            Assign(targets=('lse2c',)) @176:25
                              .value:
                                Call(kwargs=()) @176:33
                                  .func:
                                    Name(id='load') @176:33
                                  .args:
                                    Index() @176:38
                                      .value:
                                        Name(id='lse_s') @176:38
                                      .subs:
                                        Name(id='slot') @176:44
                          .orelse:
                            Assign(targets=('lse2c',)) @178:25
                              .value:
                                Index() @178:33
                                  .value:
                                    Name(id='lse2') @178:33
                                  .subs:
                                    FullSlice() @178:38
                                    Const(value=None) @178:41
                        Assign(targets=('p', 'dact')) @179:21
                          .value:
                            Call(kwargs=()) @179:31
                              .func:
                                Name(id='probs') @179:31
                              .args:
                                Name(id='s') @179:37
                                Name(id='edge') @179:40
                                Index() @179:46
                                  .value:
                                    Name(id='qpos') @179:46
                                  .subs:
                                    FullSlice() @179:51
                                    Const(value=None) @179:54
                                Index() @179:61
                                  .value:
                                    Name(id='kpos') @179:61
                                  .subs:
                                    Const(value=None) @179:66
                                    FullSlice() @179:72
                                Name(id='len_q') @179:76
                                Name(id='len_k') @179:83
                                Name(id='lse2c') @179:90
                                Name(id='qk_scale') @179:97
                                Name(id='sm_scale') @180:37
                                Name(id='CAUSAL') @180:47
                                Name(id='ACT') @180:55
                        Assign(targets=('pb',)) @181:21
                          .value:
                            Call(kwargs=()) @181:26
                              .func:
                                Name(id='cast') @181:26
                              .args:
                                Name(id='p') @181:31
                                Name(id='DT') @181:34
                        If() @182:21
                          .cond:
                            Name(id='PD_SWAP') @182:24
                          .body:
                            Assign(targets=('p_slot',)) @183:25
                              .value:
                                Index() @183:34
                                  .value:
                                    Name(id='pd_s') @183:34
                                  .subs:
                                    BinOp(op='+') @183:39
                                      .lhs:
                                        BinOp(op='*') @183:39
                                          .lhs:
                                            Const(value=2) @183:39
                                          .rhs:
                                            Name(id='wg') @183:43
                                      .rhs:
                                        BinOp(op='%') @183:48
                                          .lhs:
                                            Name(id='slot') @183:48
                                          .rhs:
                                            Const(value=2) @183:55
                            Assign(targets=('ds_slot',)) @184:25
                              .value:
                                Index() @184:35
                                  .value:
                                    Name(id='pd_s') @184:35
                                  .subs:
                                    BinOp(op='-') @184:40
                                      .lhs:
                                        BinOp(op='+') @184:40
                                          .lhs:
                                            BinOp(op='*') @184:40
                                              .lhs:
                                                Const(value=2) @184:40
                                              .rhs:
                                                Name(id='wg') @184:44
                                          .rhs:
                                            Const(value=1) @184:49
                                      .rhs:
                                        BinOp(op='%') @184:53
                                          .lhs:
                                            Name(id='slot') @184:53
                                          .rhs:
                                            Const(value=2) @184:60
                          .orelse:
                            Assign(targets=('p_slot',)) @186:25
                              .value:
                                Index() @186:34
                                  .value:
                                    Name(id='p_s') @186:34
                                  .subs:
                                    Name(id='wg') @186:38
                            Assign(targets=('ds_slot',)) @187:25
                              .value:
                                Index() @187:35
                                  .value:
                                    Name(id='ds_s') @187:35
                                  .subs:
                                    Name(id='wg') @187:40
                        ExprStmt() @188:21
                          .value:
                            Call(kwargs=()) @188:21
                              .func:
                                Name(id='store_smem') @188:21
                              .args:
                                Name(id='p_slot') @188:32
                                Name(id='pb') @188:40
                        Fence() @189:21
                        Assign(targets=('dv_f',)) @190:21
                          .value:
                            Call(kwargs=()) @190:28
                              .func:
                                Name(id='mma_async') @190:28
                              .args:
                                Attr(name='T') @190:38
                                  .value:
                                    Name(id='p_slot') @190:38
                                Index() @190:48
                                  .value:
                                    Name(id='do_ring') @190:48
                                  .subs:
                                    Name(id='slot') @190:56
                                Name(id='acc_v') @190:63
                        If(orelse=()) @191:21
                          .cond:
                            BoolOp(op='and') @191:24
                              .values:
                                Name(id='P16') @191:24
                                BinOp(op='==') @191:32
                                  .lhs:
                                    Name(id='ACT') @191:32
                                  .rhs:
                                    Const(value='softmax') @191:39
                          .body:
                            Assign(targets=('p',)) @194:25
                              .value:
                                Call(kwargs=()) @194:29
                                  .func:
                                    Name(id='cast') @194:29
                                  .args:
                                    Name(id='pb') @194:34
                                    Name(id='f32') @194:38
                            Assign(targets=('dact',)) @195:25
                              .value:
                                Name(id='p') @195:32
                        Assign(targets=('dp',)) @196:21
                          .value:
                            Call() @196:26
                              .func:
                                Name(id='mma_wait') @196:26
                              .args:
                                Name(id='dp_f') @196:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @196:49
                                )
                        If() @197:21
                          .cond:
                            Name(id='LSE_RING') @197:24
                          .body:
                            Assign(targets=('dltc',)) @198:25
                              .value:
                                Call(kwargs=()) @198:32
                                  .func:
                                    Name(id='load') @198:32
                                  .args:
                                    Index() @198:37
                                      .value:
                                        Name(id='dl_s') @198:37
                                      .subs:
                                        Name(id='slot') @198:42
                          .orelse:
                            Assign(targets=('dltc',)) @200:25
                              .value:
                                Index() @200:32
                                  .value:
                                    Name(id='dlt') @200:32
                                  .subs:
                                    FullSlice() @200:36
                                    Const(value=None) @200:39
                        ExprStmt() @201:21
                          .value:
                            Call(kwargs=()) @201:21
                              .func:
                                Name(id='store_smem') @201:21
                              .args:
                                Name(id='ds_slot') @201:32
                                Call(kwargs=()) @201:41
                                  .func:
                                    Name(id='cast') @201:41
                                  .args:
                                    Call(kwargs=()) @201:46
                                      .func:
                                        Name(id='dscores') @201:46
                                      .args:
                                        Name(id='p') @201:54
                                        Name(id='dact') @201:57
                                        Name(id='dp') @201:63
                                        Name(id='dltc') @201:67
                                        Name(id='ACT') @201:73
                                    Name(id='DT') @201:79
                        Fence() @202:21
                        Assign(targets=('dk_f',)) @203:21
                          .value:
                            Call(kwargs=()) @203:28
                              .func:
                                Name(id='mma_async') @203:28
                              .args:
                                Attr(name='T') @203:38
                                  .value:
                                    Name(id='ds_slot') @203:38
                                Index() @203:49
                                  .value:
                                    Name(id='q_ring') @203:49
                                  .subs:
                                    Name(id='slot') @203:56
                                Name(id='acc_k') @203:63
                        If(orelse=()) @204:21
                          .cond:
                            BoolOp(op='and') @204:24
                              .values:
                                BinOp(op='==') @204:24
                                  .lhs:
                                    Name(id='ACT') @204:24
                                  .rhs:
                                    Const(value='softmax') @204:31
                                Name(id='PREFETCH') @204:45
                                Unary(op='not') @204:58
                                  .operand:
                                    Name(id='pf_here') @204:62
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @205:25
                              .value:
                                Call(kwargs=()) @205:41
                                  .func:
                                    Name(id='lse_delta') @205:41
                                  .args:
                                    Call(kwargs=()) @205:51
                                      .func:
                                        Name(id='minimum') @205:51
                                      .args:
                                        BinOp(op='+') @205:59
                                          .lhs:
                                            Name(id='j') @205:59
                                          .rhs:
                                            Const(value=1) @205:63
                                        BinOp(op='-') @205:66
                                          .lhs:
                                            Name(id='steps') @205:66
                                          .rhs:
                                            Const(value=1) @205:74
                                    BinOp(op='-') @205:78
                                      .lhs:
                                        BinOp(op='*') @205:78
                                          .lhs:
                                            Const(value=2) @205:78
                                          .rhs:
                                            Name(id='part') @205:82
                                      .rhs:
                                        Const(value=1) @205:89
                                    BinOp(op='*') @205:92
                                      .lhs:
                                        Name(id='kvh') @205:92
                                      .rhs:
                                        Name(id='group') @205:98
                                    Name(id='m_lo') @205:105
                                    Name(id='rot') @205:111
                                    Name(id='n_m') @205:116
                                    Name(id='n_x') @206:51
                                    Name(id='n_xs') @206:56
                                    Name(id='SPLIT') @206:62
                                    Name(id='q0') @206:69
                                    Name(id='len_q') @206:73
                                    Name(id='qcols') @206:80
                                    Name(id='lse2_t') @206:87
                                    Name(id='delta_t') @206:95
                                    Name(id='BLOCK_M') @206:104
                        Assign(targets=('acc_v',)) @207:21
                          .value:
                            Call() @207:29
                              .func:
                                Name(id='mma_wait') @207:29
                              .args:
                                Name(id='dv_f') @207:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @207:52
                                )
                        Assign(targets=('acc_k',)) @208:21
                          .value:
                            Call(kwargs=()) @208:29
                              .func:
                                Name(id='mma_wait') @208:29
                              .args:
                                Name(id='dk_f') @208:38
                      .orelse:
                        Assign(targets=('st_f',)) @212:21
                          .value:
                            Call(kwargs=()) @212:28
                              .func:
                                Name(id='mma_async') @212:28
                              .args:
                                Index() @212:38
                                  .value:
                                    Name(id='k_tile') @212:38
                                  .subs:
                                    Name(id='mine') @212:45
                                Attr(name='T') @212:52
                                  .value:
                                    Index() @212:52
                                      .value:
                                        Name(id='q_ring') @212:52
                                      .subs:
                                        Name(id='slot') @212:59
                        Assign(targets=('dpt_f',)) @213:21
                          .value:
                            Call(kwargs=()) @213:29
                              .func:
                                Name(id='mma_async') @213:29
                              .args:
                                Index() @213:39
                                  .value:
                                    Name(id='v_tile') @213:39
                                  .subs:
                                    Name(id='mine') @213:46
                                Attr(name='T') @213:53
                                  .value:
                                    Index() @213:53
                                      .value:
                                        Name(id='do_ring') @213:53
                                      .subs:
                                        Name(id='slot') @213:61
                        Assign(targets=('st',)) @214:21
                          .value:
                            Call() @214:26
                              .func:
                                Name(id='mma_wait') @214:26
                              .args:
                                Name(id='st_f') @214:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @214:49
                                )
                        If() @215:21
                          .cond:
                            Name(id='LSE_RING') @215:24
                          .body:
                            Assign(targets=('lse2r',)) @216:25
                              .value:
                                Call(kwargs=()) @216:33
                                  .func:
                                    Name(id='load') @216:33
                                  .args:
                                    Index() @216:38
                                      .value:
                                        Name(id='lse_s') @216:38
                                      .subs:
                                        Name(id='slot') @216:44
                          .orelse:
                            Assign(targets=('lse2r',)) @218:25
                              .value:
                                Index() @218:33
                                  .value:
                                    Name(id='lse2') @218:33
                                  .subs:
                                    Const(value=None) @218:38
                                    FullSlice() @218:44
                        Assign(targets=('pt', 'dact')) @219:21
                          .value:
                            Call(kwargs=()) @219:32
                              .func:
                                Name(id='probs') @219:32
                              .args:
                                Name(id='st') @219:38
                                Name(id='edge') @219:42
                                Index() @219:48
                                  .value:
                                    Name(id='qpos') @219:48
                                  .subs:
                                    Const(value=None) @219:53
                                    FullSlice() @219:59
                                Index() @219:63
                                  .value:
                                    Name(id='krows') @219:63
                                  .subs:
                                    FullSlice() @219:69
                                    Const(value=None) @219:72
                                Name(id='len_q') @219:79
                                Name(id='len_k') @219:86
                                Name(id='lse2r') @219:93
                                Name(id='qk_scale') @219:100
                                Name(id='sm_scale') @220:38
                                Name(id='CAUSAL') @220:48
                                Name(id='ACT') @220:56
                        Assign(targets=('dv_f',)) @223:21
                          .value:
                            Call(kwargs=()) @223:28
                              .func:
                                Name(id='mma_async') @223:28
                              .args:
                                Call(kwargs=()) @223:38
                                  .func:
                                    Name(id='cast') @223:38
                                  .args:
                                    Name(id='pt') @223:43
                                    Name(id='DT') @223:47
                                Index() @223:52
                                  .value:
                                    Name(id='do_ring') @223:52
                                  .subs:
                                    Name(id='slot') @223:60
                                Name(id='acc_v') @223:67
                        Assign(targets=('dpt',)) @224:21
                          .value:
                            Call() @224:27
                              .func:
                                Name(id='mma_wait') @224:27
                              .args:
                                Name(id='dpt_f') @224:36
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @224:51
                                )
                        If() @225:21
                          .cond:
                            Name(id='LSE_RING') @225:24
                          .body:
                            Assign(targets=('dltr',)) @226:25
                              .value:
                                Call(kwargs=()) @226:32
                                  .func:
                                    Name(id='load') @226:32
                                  .args:
                                    Index() @226:37
                                      .value:
                                        Name(id='dl_s') @226:37
                                      .subs:
                                        Name(id='slot') @226:42
                          .orelse:
                            Assign(targets=('dltr',)) @228:25
                              .value:
                                Index() @228:32
                                  .value:
                                    Name(id='dlt') @228:32
                                  .subs:
                                    Const(value=None) @228:36
                                    FullSlice() @228:42
                        Assign(targets=('dst',)) @229:21
                          .value:
                            Call(kwargs=()) @229:27
                              .func:
                                Name(id='dscores') @229:27
                              .args:
                                Name(id='pt') @229:35
                                Name(id='dact') @229:39
                                Name(id='dpt') @229:45
                                Name(id='dltr') @229:50
                                Name(id='ACT') @229:56
                        Assign(targets=('dk_f',)) @230:21
                          .value:
                            Call(kwargs=()) @230:28
                              .func:
                                Name(id='mma_async') @230:28
                              .args:
                                Call(kwargs=()) @230:38
                                  .func:
                                    Name(id='cast') @230:38
                                  .args:
                                    Name(id='dst') @230:43
                                    Name(id='DT') @230:48
                                Index() @230:53
                                  .value:
                                    Name(id='q_ring') @230:53
                                  .subs:
                                    Name(id='slot') @230:60
                                Name(id='acc_k') @230:67
                        Assign(targets=('acc_v',)) @231:21
                          .value:
                            Call() @231:29
                              .func:
                                Name(id='mma_wait') @231:29
                              .args:
                                Name(id='dv_f') @231:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @231:52
                                )
                        Assign(targets=('acc_k',)) @232:21
                          .value:
                            Call(kwargs=()) @232:29
                              .func:
                                Name(id='mma_wait') @232:29
                              .args:
                                Name(id='dk_f') @232:38
                    Arrive(count=None) @233:17
                      .target:
                        Index() @233:24
                          .value:
                            Name(id='qd_free') @233:24
                          .subs:
                            Name(id='slot') @233:32
            Arrive(count=None) @234:9
              .target:
                Index() @234:16
                  .value:
                    Name(id='kv_free') @234:16
                  .subs:
                    Name(id='ks') @234:24
            Assign(targets=('k_scale',)) @235:9
              .value:
                Name(id='sm_scale') @235:19
            Assign(targets=('v_scale',)) @236:9
              .value:
                Const(value=1.0) @236:19
            If(orelse=()) @237:9
              .cond:
                BinOp(op='==') @237:12
                  .lhs:
                    Name(id='ACT') @237:12
                  .rhs:
                    Const(value='silu') @237:19
              .body:
                Assign(targets=('k_scale',)) @238:13
                  .value:
                    BinOp(op='*') @238:23
                      .lhs:
                        Name(id='sm_scale') @238:23
                      .rhs:
                        Name(id='out_scale') @238:34
                Assign(targets=('v_scale',)) @239:13
                  .value:
                    Name(id='out_scale') @239:23
            Assign(targets=('live',)) @240:9
              .value:
                BinOp(op='<') @240:16
                  .lhs:
                    Name(id='krows') @240:16
                  .rhs:
                    Name(id='len_k') @240:24
            Store() @241:9
              .target:
                Index() @241:9
                  .value:
                    Name(id='dk') @241:9
                  .subs:
                    Name(id='seq') @241:12
              .subs:
                Index() @241:17
                  .value:
                    Name(id='krows') @241:17
                  .subs:
                    FullSlice() @241:23
                    Const(value=None) @241:26
                Name(id='kvh') @241:33
                Index() @241:38
                  .value:
                    Call(kwargs=()) @241:38
                      .func:
                        Name(id='arange') @241:38
                      .args:
                        Name(id='D') @241:45
                  .subs:
                    Const(value=None) @241:48
                    FullSlice() @241:54
              .value:
                Call(kwargs=()) @241:60
                  .func:
                    Name(id='cast') @241:60
                  .args:
                    BinOp(op='*') @241:65
                      .lhs:
                        Name(id='acc_k') @241:65
                      .rhs:
                        Name(id='k_scale') @241:73
                    Name(id='DT') @241:82
              .mask:
                Index() @241:92
                  .value:
                    Name(id='live') @241:92
                  .subs:
                    FullSlice() @241:97
                    Const(value=None) @241:100
            Store() @242:9
              .target:
                Index() @242:9
                  .value:
                    Name(id='dv') @242:9
                  .subs:
                    Name(id='seq') @242:12
              .subs:
                Index() @242:17
                  .value:
                    Name(id='krows') @242:17
                  .subs:
                    FullSlice() @242:23
                    Const(value=None) @242:26
                Name(id='kvh') @242:33
                Index() @242:38
                  .value:
                    Call(kwargs=()) @242:38
                      .func:
                        Name(id='arange') @242:38
                      .args:
                        Name(id='D') @242:45
                  .subs:
                    Const(value=None) @242:48
                    FullSlice() @242:54
              .value:
                Call(kwargs=()) @242:60
                  .func:
                    Name(id='cast') @242:60
                  .args:
                    BinOp(op='*') @242:65
                      .lhs:
                        Name(id='acc_v') @242:65
                      .rhs:
                        Name(id='v_scale') @242:73
                    Name(id='DT') @242:82
              .mask:
                Index() @242:92
                  .value:
                    Name(id='live') @242:92
                  .subs:
                    FullSlice() @242:97
                    Const(value=None) @242:100