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
            Assign(targets=('valid',)) @26:9
              .value:
                BoolOp(op='and') @26:17
                  .values:
                    BinOp(op='<') @26:17
                      .lhs:
                        Name(id='qpos') @26:17
                      .rhs:
                        Name(id='len_q') @26:24
                    BinOp(op='<') @26:34
                      .lhs:
                        Name(id='kpos') @26:34
                      .rhs:
                        Name(id='len_k') @26:41
            If(orelse=()) @27:9
              .cond:
                Name(id='CAUSAL') @27:12
              .body:
                Assign(targets=('valid',)) @28:13
                  .value:
                    BoolOp(op='and') @28:21
                      .values:
                        Name(id='valid') @28:21
                        BinOp(op='<=') @28:31
                          .lhs:
                            Name(id='kpos') @28:31
                          .rhs:
                            BinOp(op='+') @28:39
                              .lhs:
                                Name(id='qpos') @28:39
                              .rhs:
                                BinOp(op='-') @28:47
                                  .lhs:
                                    Name(id='len_k') @28:47
                                  .rhs:
                                    Name(id='len_q') @28:55
            Assign(targets=('s',)) @29:9
              .value:
                Call(kwargs=()) @29:13
                  .func:
                    Name(id='where') @29:13
                  .args:
                    Name(id='valid') @29:19
                    Name(id='s') @29:26
                    Name(id='fill') @29:29
        Return() @30:5
          .values:
            Name(id='s') @30:12
    FuncDef(name='probs', params=('s', 'edge', 'qpos', 'kpos', 'len_q', 'len_k', 'lse2', 'qk_scale', 'sm_scale', 'CAUSAL', 'ACT')) @36:1
      .body:
        If(orelse=()) @37:5
          .cond:
            BinOp(op='==') @37:8
              .lhs:
                Name(id='ACT') @37:8
              .rhs:
                Const(value='softmax') @37:15
          .body:
            Assign(targets=('s',)) @38:9
              .value:
                Call(kwargs=()) @38:13
                  .func:
                    Name(id='mask_scores') @38:13
                  .args:
                    Name(id='s') @38:25
                    Name(id='edge') @38:28
                    Name(id='qpos') @38:34
                    Name(id='kpos') @38:40
                    Name(id='len_q') @38:46
                    Name(id='len_k') @38:53
                    Name(id='CAUSAL') @38:60
                    Name(id='NEG_INF') @38:68
            Assign(targets=('p',)) @39:9
              .value:
                Call(kwargs=()) @39:13
                  .func:
                    Name(id='exp2') @39:13
                  .args:
                    BinOp(op='-') @39:18
                      .lhs:
                        BinOp(op='*') @39:18
                          .lhs:
                            Name(id='s') @39:18
                          .rhs:
                            Name(id='qk_scale') @39:22
                      .rhs:
                        Name(id='lse2') @39:33
            Return() @40:9
              .values:
                Name(id='p') @40:16
                Name(id='p') @40:19
        StaticAssert(message='ACT is softmax or silu') @41:5
          .cond:
            BinOp(op='==') @41:19
              .lhs:
                Name(id='ACT') @41:19
              .rhs:
                Const(value='silu') @41:26
        Assign(targets=('x',)) @42:5
          .value:
            BinOp(op='*') @42:9
              .lhs:
                Name(id='s') @42:9
              .rhs:
                Name(id='sm_scale') @42:13
        Assign(targets=('sg',)) @43:5
          .value:
            Call(kwargs=()) @43:10
              .func:
                Name(id='sigmoid') @43:10
              .args:
                Name(id='x') @43:18
        Assign(targets=('p',)) @44:5
          .value:
            Call(kwargs=()) @44:9
              .func:
                Name(id='mask_scores') @44:9
              .args:
                BinOp(op='*') @44:21
                  .lhs:
                    Name(id='x') @44:21
                  .rhs:
                    Name(id='sg') @44:25
                Name(id='edge') @44:29
                Name(id='qpos') @44:35
                Name(id='kpos') @44:41
                Name(id='len_q') @44:47
                Name(id='len_k') @44:54
                Name(id='CAUSAL') @44:61
                Const(value=0.0) @44:69
        Assign(targets=('dact',)) @45:5
          .value:
            Call(kwargs=()) @45:12
              .func:
                Name(id='mask_scores') @45:12
              .args:
                BinOp(op='*') @45:24
                  .lhs:
                    Name(id='sg') @45:24
                  .rhs:
                    BinOp(op='+') @45:30
                      .lhs:
                        Const(value=1.0) @45:30
                      .rhs:
                        BinOp(op='*') @45:36
                          .lhs:
                            Name(id='x') @45:36
                          .rhs:
                            BinOp(op='-') @45:41
                              .lhs:
                                Const(value=1.0) @45:41
                              .rhs:
                                Name(id='sg') @45:47
                Name(id='edge') @45:53
                Name(id='qpos') @45:59
                Name(id='kpos') @45:65
                Name(id='len_q') @45:71
                Name(id='len_k') @45:78
                Name(id='CAUSAL') @45:85
                Const(value=0.0) @45:93
        Return() @46:5
          .values:
            Name(id='p') @46:12
            Name(id='dact') @46:15
    FuncDef(name='dscores', params=('p', 'dact', 'dp', 'dlt', 'ACT')) @48:1
      .body:
        If(orelse=()) @49:5
          .cond:
            BinOp(op='==') @49:8
              .lhs:
                Name(id='ACT') @49:8
              .rhs:
                Const(value='softmax') @49:15
          .body:
            Return() @50:9
              .values:
                BinOp(op='*') @50:16
                  .lhs:
                    Name(id='p') @50:16
                  .rhs:
                    BinOp(op='-') @50:21
                      .lhs:
                        Name(id='dp') @50:21
                      .rhs:
                        Name(id='dlt') @50:26
        Return() @51:5
          .values:
            BinOp(op='*') @51:12
              .lhs:
                Name(id='dp') @51:12
              .rhs:
                Name(id='dact') @51:17
    FuncDef(name='step_block', params=('j', 'part', 'head0', 'm_lo', 'rot', 'n_m', 'n_x', 'n_xs', 'SPLIT')) @59:1
      .body:
        If(orelse=()) @60:5
          .cond:
            Unary(op='not') @60:8
              .operand:
                Name(id='SPLIT') @60:12
          .body:
            Return() @61:9
              .values:
                BinOp(op='+') @61:16
                  .lhs:
                    Name(id='head0') @61:16
                  .rhs:
                    BinOp(op='//') @61:24
                      .lhs:
                        Name(id='j') @61:24
                      .rhs:
                        Name(id='n_m') @61:29
                BinOp(op='+') @61:34
                  .lhs:
                    Name(id='m_lo') @61:34
                  .rhs:
                    BinOp(op='%') @61:42
                      .lhs:
                        BinOp(op='+') @61:42
                          .lhs:
                            Name(id='j') @61:42
                          .rhs:
                            Name(id='rot') @61:46
                      .rhs:
                        Name(id='n_m') @61:53
        Assign(targets=('n_u',)) @62:5
          .value:
            Call(kwargs=()) @62:11
              .func:
                Name(id='maximum') @62:11
              .args:
                BinOp(op='-') @62:19
                  .lhs:
                    Name(id='n_m') @62:19
                  .rhs:
                    Name(id='n_x') @62:25
                Const(value=1) @62:30
        Assign(targets=('nx1',)) @63:5
          .value:
            Call(kwargs=()) @63:11
              .func:
                Name(id='maximum') @63:11
              .args:
                Name(id='n_x') @63:19
                Const(value=1) @63:24
        Assign(targets=('h',)) @64:5
          .value:
            BinOp(op='//') @64:10
              .lhs:
                BinOp(op='-') @64:10
                  .lhs:
                    Name(id='j') @64:10
                  .rhs:
                    Name(id='n_xs') @64:14
              .rhs:
                Name(id='n_u') @64:23
        Assign(targets=('kk',)) @65:5
          .value:
            BinOp(op='+') @65:10
              .lhs:
                Name(id='n_x') @65:10
              .rhs:
                BinOp(op='%') @65:17
                  .lhs:
                    BinOp(op='-') @65:17
                      .lhs:
                        Name(id='j') @65:17
                      .rhs:
                        Name(id='n_xs') @65:21
                  .rhs:
                    Name(id='n_u') @65:29
        If() @66:5
          .cond:
            BinOp(op='==') @66:8
              .lhs:
                Name(id='part') @66:8
              .rhs:
                Const(value=0) @66:16
          .body:
            Assign(targets=('h',)) @67:9
              .value:
                BinOp(op='//') @67:13
                  .lhs:
                    Name(id='j') @67:13
                  .rhs:
                    Name(id='nx1') @67:18
            Assign(targets=('kk',)) @68:9
              .value:
                BinOp(op='%') @68:14
                  .lhs:
                    Name(id='j') @68:14
                  .rhs:
                    Name(id='nx1') @68:18
          .orelse:
            If(orelse=()) @69:5
              .cond:
                BinOp(op='<') @69:10
                  .lhs:
                    Name(id='part') @69:10
                  .rhs:
                    Const(value=0) @69:17
              .body:
                Assign(targets=('x',)) @72:9
                  .value:
                    Call(kwargs=()) @72:13
                      .func:
                        Name(id='minimum') @72:13
                      .args:
                        Call(kwargs=()) @72:21
                          .func:
                            Name(id='maximum') @72:21
                          .args:
                            BinOp(op='-') @72:29
                              .lhs:
                                Name(id='n_xs') @72:29
                              .rhs:
                                Name(id='j') @72:36
                            Const(value=0) @72:39
                        Const(value=1) @72:43
                Assign(targets=('h',)) @73:9
                  .value:
                    BinOp(op='+') @73:13
                      .lhs:
                        BinOp(op='*') @73:13
                          .lhs:
                            Name(id='x') @73:13
                          .rhs:
                            BinOp(op='//') @73:18
                              .lhs:
                                Name(id='j') @73:18
                              .rhs:
                                Name(id='nx1') @73:23
                      .rhs:
                        BinOp(op='*') @73:31
                          .lhs:
                            BinOp(op='-') @73:31
                              .lhs:
                                Const(value=1) @73:31
                              .rhs:
                                Name(id='x') @73:35
                          .rhs:
                            Name(id='h') @73:40
                Assign(targets=('kk',)) @74:9
                  .value:
                    BinOp(op='+') @74:14
                      .lhs:
                        BinOp(op='*') @74:14
                          .lhs:
                            Name(id='x') @74:14
                          .rhs:
                            BinOp(op='%') @74:19
                              .lhs:
                                Name(id='j') @74:19
                              .rhs:
                                Name(id='nx1') @74:23
                      .rhs:
                        BinOp(op='*') @74:31
                          .lhs:
                            BinOp(op='-') @74:31
                              .lhs:
                                Const(value=1) @74:31
                              .rhs:
                                Name(id='x') @74:35
                          .rhs:
                            Name(id='kk') @74:40
        Return() @75:5
          .values:
            BinOp(op='+') @75:12
              .lhs:
                Name(id='head0') @75:12
              .rhs:
                Name(id='h') @75:20
            BinOp(op='+') @75:23
              .lhs:
                Name(id='m_lo') @75:23
              .rhs:
                BinOp(op='%') @75:31
                  .lhs:
                    BinOp(op='+') @75:31
                      .lhs:
                        Name(id='kk') @75:31
                      .rhs:
                        Name(id='rot') @75:36
                  .rhs:
                    Call(kwargs=()) @75:43
                      .func:
                        Name(id='maximum') @75:43
                      .args:
                        Name(id='n_m') @75:51
                        Const(value=1) @75:56
    FuncDef(name='lse_delta', params=('j', 'part', 'head0', 'm_lo', 'rot', 'n_m', 'n_x', 'n_xs', 'SPLIT', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @80:1
      .body:
        Assign(targets=('head', 'mb')) @81:5
          .value:
            Call(kwargs=()) @81:16
              .func:
                Name(id='step_block') @81:16
              .args:
                Name(id='j') @81:27
                Name(id='part') @81:30
                Name(id='head0') @81:36
                Name(id='m_lo') @81:43
                Name(id='rot') @81:49
                Name(id='n_m') @81:54
                Name(id='n_x') @81:59
                Name(id='n_xs') @81:64
                Name(id='SPLIT') @81:70
        Return() @82:5
          .values:
            Call(kwargs=()) @82:12
              .func:
                Name(id='lse_delta_at') @82:12
              .args:
                Name(id='head') @82:25
                Name(id='mb') @82:31
                Name(id='q0') @82:35
                Name(id='len_q') @82:39
                Name(id='qcols') @82:46
                Name(id='lse2_t') @82:53
                Name(id='delta_t') @82:61
                Name(id='BLOCK_M') @82:70
    FuncDef(name='lse_delta_at', params=('head', 'mb', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @84:1
      .body:
        Assign(targets=('qi',)) @85:5
          .value:
            BinOp(op='+') @85:10
              .lhs:
                Name(id='q0') @85:10
              .rhs:
                Call(kwargs=()) @85:15
                  .func:
                    Name(id='maximum') @85:15
                  .args:
                    Call(kwargs=()) @85:23
                      .func:
                        Name(id='minimum') @85:23
                      .args:
                        BinOp(op='+') @85:31
                          .lhs:
                            BinOp(op='*') @85:31
                              .lhs:
                                Name(id='mb') @85:31
                              .rhs:
                                Name(id='BLOCK_M') @85:36
                          .rhs:
                            Name(id='qcols') @85:46
                        BinOp(op='-') @85:53
                          .lhs:
                            Name(id='len_q') @85:53
                          .rhs:
                            Const(value=1) @85:61
                    Const(value=0) @85:65
        Return() @86:5
          .values:
            Index() @86:12
              .value:
                Name(id='lse2_t') @86:12
              .subs:
                Name(id='head') @86:19
                Name(id='qi') @86:25
            Index() @86:30
              .value:
                Name(id='delta_t') @86:30
              .subs:
                Name(id='head') @86:38
                Name(id='qi') @86:44
    FuncDef(name='lse_delta_slots', params=('head', 'mb', 'q0', 'len_q', 'lse2_t', 'delta_t', 'BLOCK_M', 'SMEM_P')) @90:1
      .body:
        Assign(targets=('lse2', 'dlt')) @91:5
          .value:
            Call(kwargs=()) @91:17
              .func:
                Name(id='lse_delta_at') @91:17
              .args:
                Name(id='head') @91:30
                Name(id='mb') @91:36
                Name(id='q0') @91:40
                Name(id='len_q') @91:44
                Call(kwargs=()) @91:51
                  .func:
                    Name(id='arange') @91:51
                  .args:
                    Name(id='BLOCK_M') @91:58
                Name(id='lse2_t') @91:68
                Name(id='delta_t') @91:76
                Name(id='BLOCK_M') @91:85
        If(orelse=()) @92:5
          .cond:
            Name(id='SMEM_P') @92:8
          .body:
            Return() @93:9
              .values:
                Index() @93:16
                  .value:
                    Name(id='lse2') @93:16
                  .subs:
                    FullSlice() @93:21
                    Const(value=None) @93:24
                Index() @93:31
                  .value:
                    Name(id='dlt') @93:31
                  .subs:
                    FullSlice() @93:35
                    Const(value=None) @93:38
        Return() @94:5
          .values:
            Index() @94:12
              .value:
                Name(id='lse2') @94:12
              .subs:
                Const(value=None) @94:17
                FullSlice() @94:23
            Index() @94:27
              .value:
                Name(id='dlt') @94:27
              .subs:
                Const(value=None) @94:31
                FullSlice() @94:37
    FuncDef(name='part_bounds', params=('part', 'n_xs', 'steps', 'SPLIT')) @97:1
      .body:
        If(orelse=()) @98:5
          .cond:
            Name(id='SPLIT') @98:8
          .body:
            If(orelse=()) @99:9
              .cond:
                BinOp(op='==') @99:12
                  .lhs:
                    Name(id='part') @99:12
                  .rhs:
                    Const(value=0) @99:20
              .body:
                Return() @100:13
                  .values:
                    Const(value=0) @100:20
                    Name(id='n_xs') @100:23
            Return() @101:9
              .values:
                Name(id='n_xs') @101:16
                Name(id='steps') @101:22
        Return() @102:5
          .values:
            Const(value=0) @102:12
            Name(id='steps') @102:15