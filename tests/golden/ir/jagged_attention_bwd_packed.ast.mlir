Module() @1:1
  .items:
    ConstDef(name='LOG2E') @25:1
      .value:
        Const(value=1.4426950408889634) @25:15
    ConstDef(name='NEG_INF') @26:1
      .value:
        Unary(op='-') @26:17
          .operand:
            Name(id='inf') @26:18
    FuncDef(name='row_keys', params=('rows', 'seg_q', 'cu_q', 'cu_k', 'Tq', 'Tk', 'CAUSAL')) @30:1
      .body:
        Assign(targets=('in_q',)) @31:5
          .value:
            BinOp(op='<') @31:12
              .lhs:
                Name(id='rows') @31:12
              .rhs:
                Name(id='Tq') @31:19
        Assign(targets=('row_seq',)) @32:5
          .value:
            Index() @32:15
              .value:
                Name(id='seg_q') @32:15
              .subs:
                Name(id='rows') @32:21
        Assign(targets=('lo',)) @33:5
          .value:
            Call(kwargs=()) @33:10
              .func:
                Name(id='where') @33:10
              .args:
                Name(id='in_q') @33:16
                Index() @33:22
                  .value:
                    Name(id='cu_k') @33:22
                  .subs:
                    Name(id='row_seq') @33:27
                Name(id='Tk') @33:37
        Assign(targets=('hi',)) @34:5
          .value:
            Call(kwargs=()) @34:10
              .func:
                Name(id='where') @34:10
              .args:
                Name(id='in_q') @34:16
                Index() @34:22
                  .value:
                    Name(id='cu_k') @34:22
                  .subs:
                    BinOp(op='+') @34:27
                      .lhs:
                        Name(id='row_seq') @34:27
                      .rhs:
                        Const(value=1) @34:37
                Const(value=0) @34:41
        If(orelse=()) @35:5
          .cond:
            Name(id='CAUSAL') @35:8
          .body:
            Assign(targets=('hi',)) @36:9
              .value:
                Call(kwargs=()) @36:14
                  .func:
                    Name(id='minimum') @36:14
                  .args:
                    Name(id='hi') @36:22
                    BinOp(op='-') @36:26
                      .lhs:
                        BinOp(op='+') @36:26
                          .lhs:
                            BinOp(op='+') @36:26
                              .lhs:
                                Name(id='rows') @36:26
                              .rhs:
                                Const(value=1) @36:33
                          .rhs:
                            Name(id='hi') @36:37
                      .rhs:
                        Index() @36:42
                          .value:
                            Name(id='cu_q') @36:42
                          .subs:
                            BinOp(op='+') @36:47
                              .lhs:
                                Name(id='row_seq') @36:47
                              .rhs:
                                Const(value=1) @36:57
        Return() @37:5
          .values:
            Name(id='lo') @37:12
            Name(id='hi') @37:16
    FuncDef(name='key_queries', params=('keys', 'seg_k', 'cu_q', 'cu_k', 'Tq', 'Tk', 'CAUSAL')) @41:1
      .body:
        Assign(targets=('in_k',)) @42:5
          .value:
            BinOp(op='<') @42:12
              .lhs:
                Name(id='keys') @42:12
              .rhs:
                Name(id='Tk') @42:19
        Assign(targets=('key_seq',)) @43:5
          .value:
            Index() @43:15
              .value:
                Name(id='seg_k') @43:15
              .subs:
                Name(id='keys') @43:21
        Assign(targets=('qlo',)) @44:5
          .value:
            Call(kwargs=()) @44:11
              .func:
                Name(id='where') @44:11
              .args:
                Name(id='in_k') @44:17
                Index() @44:23
                  .value:
                    Name(id='cu_q') @44:23
                  .subs:
                    Name(id='key_seq') @44:28
                Name(id='Tq') @44:38
        Assign(targets=('qhi',)) @45:5
          .value:
            Call(kwargs=()) @45:11
              .func:
                Name(id='where') @45:11
              .args:
                Name(id='in_k') @45:17
                Index() @45:23
                  .value:
                    Name(id='cu_q') @45:23
                  .subs:
                    BinOp(op='+') @45:28
                      .lhs:
                        Name(id='key_seq') @45:28
                      .rhs:
                        Const(value=1) @45:38
                Const(value=0) @45:42
        If(orelse=()) @46:5
          .cond:
            Name(id='CAUSAL') @46:8
          .body:
            Assign(targets=('qlo',)) @47:9
              .value:
                Call(kwargs=()) @47:15
                  .func:
                    Name(id='maximum') @47:15
                  .args:
                    Name(id='qlo') @47:23
                    BinOp(op='-') @47:28
                      .lhs:
                        BinOp(op='+') @47:28
                          .lhs:
                            Name(id='keys') @47:28
                          .rhs:
                            Name(id='qhi') @47:35
                      .rhs:
                        Index() @47:41
                          .value:
                            Name(id='cu_k') @47:41
                          .subs:
                            BinOp(op='+') @47:46
                              .lhs:
                                Name(id='key_seq') @47:46
                              .rhs:
                                Const(value=1) @47:56
        Return() @48:5
          .values:
            Name(id='qlo') @48:12
            Name(id='qhi') @48:17
    FuncDef(name='probs', params=('s', 'valid', 'lse2', 'qk_scale', 'sm_scale', 'ACT')) @53:1
      .body:
        If(orelse=()) @54:5
          .cond:
            BinOp(op='==') @54:8
              .lhs:
                Name(id='ACT') @54:8
              .rhs:
                Const(value='softmax') @54:15
          .body:
            Assign(targets=('p',)) @55:9
              .value:
                Call(kwargs=()) @55:13
                  .func:
                    Name(id='where') @55:13
                  .args:
                    Name(id='valid') @55:19
                    Call(kwargs=()) @55:26
                      .func:
                        Name(id='exp2') @55:26
                      .args:
                        BinOp(op='-') @55:31
                          .lhs:
                            BinOp(op='*') @55:31
                              .lhs:
                                Name(id='s') @55:31
                              .rhs:
                                Name(id='qk_scale') @55:35
                          .rhs:
                            Name(id='lse2') @55:46
                    Const(value=0.0) @55:53
            Return() @56:9
              .values:
                Name(id='p') @56:16
                Name(id='p') @56:19
        StaticAssert(message='ACT is softmax or silu') @57:5
          .cond:
            BinOp(op='==') @57:19
              .lhs:
                Name(id='ACT') @57:19
              .rhs:
                Const(value='silu') @57:26
        Assign(targets=('x',)) @58:5
          .value:
            BinOp(op='*') @58:9
              .lhs:
                Name(id='s') @58:9
              .rhs:
                Name(id='sm_scale') @58:13
        Assign(targets=('sg',)) @59:5
          .value:
            Call(kwargs=()) @59:10
              .func:
                Name(id='sigmoid') @59:10
              .args:
                Name(id='x') @59:18
        Return() @60:5
          .values:
            Call(kwargs=()) @60:12
              .func:
                Name(id='where') @60:12
              .args:
                Name(id='valid') @60:18
                BinOp(op='*') @60:25
                  .lhs:
                    Name(id='x') @60:25
                  .rhs:
                    Name(id='sg') @60:29
                Const(value=0.0) @60:33
            Call(kwargs=()) @60:39
              .func:
                Name(id='where') @60:39
              .args:
                Name(id='valid') @60:45
                BinOp(op='*') @60:52
                  .lhs:
                    Name(id='sg') @60:52
                  .rhs:
                    BinOp(op='+') @60:58
                      .lhs:
                        Const(value=1.0) @60:58
                      .rhs:
                        BinOp(op='*') @60:64
                          .lhs:
                            Name(id='x') @60:64
                          .rhs:
                            BinOp(op='-') @60:69
                              .lhs:
                                Const(value=1.0) @60:69
                              .rhs:
                                Name(id='sg') @60:75
                Const(value=0.0) @60:81
    FuncDef(name='dscores', params=('p', 'dact', 'dp', 'dlt', 'valid', 'ACT')) @62:1
      .body:
        If(orelse=()) @63:5
          .cond:
            BinOp(op='==') @63:8
              .lhs:
                Name(id='ACT') @63:8
              .rhs:
                Const(value='softmax') @63:15
          .body:
            Return() @64:9
              .values:
                Call(kwargs=()) @64:16
                  .func:
                    Name(id='where') @64:16
                  .args:
                    Name(id='valid') @64:22
                    BinOp(op='*') @64:29
                      .lhs:
                        Name(id='p') @64:29
                      .rhs:
                        BinOp(op='-') @64:34
                          .lhs:
                            Name(id='dp') @64:34
                          .rhs:
                            Name(id='dlt') @64:39
                    Const(value=0.0) @64:45
        Return() @65:5
          .values:
            Call(kwargs=()) @65:12
              .func:
                Name(id='where') @65:12
              .args:
                Name(id='valid') @65:18
                BinOp(op='*') @65:25
                  .lhs:
                    Name(id='dp') @65:25
                  .rhs:
                    Name(id='dact') @65:30
                Const(value=0.0) @65:36
    FuncDef(name='dq_step', params=('q_slot', 'do_slot', 'k_slot', 'v_slot', 'kb', 'lo', 'hi', 'lse2', 'dlt', 'acc', 'qk_scale', 'sm_scale', 'BLOCK_N', 'ACT', 'DT')) @69:1
      .body:
        Assign(targets=('s_f',)) @72:5
          .value:
            Call(kwargs=()) @72:11
              .func:
                Name(id='mma_async') @72:11
              .args:
                Name(id='q_slot') @72:21
                Attr(name='T') @72:29
                  .value:
                    Name(id='k_slot') @72:29
        Assign(targets=('dp_f',)) @73:5
          .value:
            Call(kwargs=()) @73:12
              .func:
                Name(id='mma_async') @73:12
              .args:
                Name(id='do_slot') @73:22
                Attr(name='T') @73:31
                  .value:
                    Name(id='v_slot') @73:31
        Assign(targets=('dp',)) @74:5
          .value:
            Call(kwargs=()) @74:10
              .func:
                Name(id='mma_wait') @74:10
              .args:
                Name(id='dp_f') @74:19
        Assign(targets=('s',)) @75:5
          .value:
            Call(kwargs=()) @75:9
              .func:
                Name(id='mma_wait') @75:9
              .args:
                Name(id='s_f') @75:18
        Assign(targets=('cols',)) @76:5
          .value:
            BinOp(op='+') @76:12
              .lhs:
                Name(id='kb') @76:12
              .rhs:
                Call(kwargs=()) @76:17
                  .func:
                    Name(id='arange') @76:17
                  .args:
                    Name(id='BLOCK_N') @76:24
        Assign(targets=('valid',)) @77:5
          .value:
            BoolOp(op='and') @77:13
              .values:
                BinOp(op='>=') @77:13
                  .lhs:
                    Index() @77:13
                      .value:
                        Name(id='cols') @77:13
                      .subs:
                        Const(value=None) @77:18
                        FullSlice() @77:24
                  .rhs:
                    Name(id='lo') @77:30
                BinOp(op='<') @77:37
                  .lhs:
                    Index() @77:37
                      .value:
                        Name(id='cols') @77:37
                      .subs:
                        Const(value=None) @77:42
                        FullSlice() @77:48
                  .rhs:
                    Name(id='hi') @77:53
        Assign(targets=('p', 'dact')) @78:5
          .value:
            Call(kwargs=()) @78:15
              .func:
                Name(id='probs') @78:15
              .args:
                Name(id='s') @78:21
                Name(id='valid') @78:24
                Index() @78:31
                  .value:
                    Name(id='lse2') @78:31
                  .subs:
                    FullSlice() @78:36
                    Const(value=None) @78:39
                Name(id='qk_scale') @78:46
                Name(id='sm_scale') @78:56
                Name(id='ACT') @78:66
        Assign(targets=('ds',)) @79:5
          .value:
            Call(kwargs=()) @79:10
              .func:
                Name(id='dscores') @79:10
              .args:
                Name(id='p') @79:18
                Name(id='dact') @79:21
                Name(id='dp') @79:27
                Index() @79:31
                  .value:
                    Name(id='dlt') @79:31
                  .subs:
                    FullSlice() @79:35
                    Const(value=None) @79:38
                Name(id='valid') @79:45
                Name(id='ACT') @79:52
        Return() @80:5
          .values:
            Call(kwargs=()) @80:12
              .func:
                Name(id='mma_wait') @80:12
              .args:
                Call(kwargs=()) @80:21
                  .func:
                    Name(id='mma_async') @80:21
                  .args:
                    Call(kwargs=()) @80:31
                      .func:
                        Name(id='cast') @80:31
                      .args:
                        Name(id='ds') @80:36
                        Name(id='DT') @80:40
                    Name(id='k_slot') @80:45
                    Name(id='acc') @80:53
    FuncDef(name='dkdv_step', params=('k_slot', 'v_slot', 'q_slot', 'do_slot', 'head', 'qb', 'qlo', 'qhi', 'lse2_t', 'delta_t', 'acc_k', 'acc_v', 'qk_scale', 'sm_scale', 'BLOCK_M', 'ACT', 'DT')) @84:1
      .body:
        Assign(targets=('qrows',)) @86:5
          .value:
            BinOp(op='+') @86:13
              .lhs:
                Name(id='qb') @86:13
              .rhs:
                Call(kwargs=()) @86:18
                  .func:
                    Name(id='arange') @86:18
                  .args:
                    Name(id='BLOCK_M') @86:25
        Assign(targets=('lse2',)) @87:5
          .value:
            Call(kwargs=()) @87:12
              .func:
                Name(id='zeros') @87:12
              .args:
                ListLit() @87:18
                  .elts:
                    Name(id='BLOCK_M') @87:19
                Name(id='f32') @87:29
        Assign(targets=('dlt',)) @88:5
          .value:
            Call(kwargs=()) @88:11
              .func:
                Name(id='zeros') @88:11
              .args:
                ListLit() @88:17
                  .elts:
                    Name(id='BLOCK_M') @88:18
                Name(id='f32') @88:28
        If(orelse=()) @89:5
          .cond:
            BinOp(op='==') @89:8
              .lhs:
                Name(id='ACT') @89:8
              .rhs:
                Const(value='softmax') @89:15
          .body:
            Assign(targets=('lse2',)) @90:9
              .value:
                Index() @90:16
                  .value:
                    Name(id='lse2_t') @90:16
                  .subs:
                    Name(id='head') @90:23
                    Name(id='qrows') @90:29
            Assign(targets=('dlt',)) @91:9
              .value:
                Index() @91:15
                  .value:
                    Name(id='delta_t') @91:15
                  .subs:
                    Name(id='head') @91:23
                    Name(id='qrows') @91:29
        Assign(targets=('st_f',)) @92:5
          .value:
            Call(kwargs=()) @92:12
              .func:
                Name(id='mma_async') @92:12
              .args:
                Name(id='k_slot') @92:22
                Attr(name='T') @92:30
                  .value:
                    Name(id='q_slot') @92:30
        Assign(targets=('dpt_f',)) @93:5
          .value:
            Call(kwargs=()) @93:13
              .func:
                Name(id='mma_async') @93:13
              .args:
                Name(id='v_slot') @93:23
                Attr(name='T') @93:31
                  .value:
                    Name(id='do_slot') @93:31
        Assign(targets=('dpt',)) @94:5
          .value:
            Call(kwargs=()) @94:11
              .func:
                Name(id='mma_wait') @94:11
              .args:
                Name(id='dpt_f') @94:20
        Assign(targets=('st',)) @95:5
          .value:
            Call(kwargs=()) @95:10
              .func:
                Name(id='mma_wait') @95:10
              .args:
                Name(id='st_f') @95:19
        Assign(targets=('valid',)) @96:5
          .value:
            BoolOp(op='and') @96:13
              .values:
                BinOp(op='>=') @96:13
                  .lhs:
                    Index() @96:13
                      .value:
                        Name(id='qrows') @96:13
                      .subs:
                        Const(value=None) @96:19
                        FullSlice() @96:25
                  .rhs:
                    Name(id='qlo') @96:31
                BinOp(op='<') @96:39
                  .lhs:
                    Index() @96:39
                      .value:
                        Name(id='qrows') @96:39
                      .subs:
                        Const(value=None) @96:45
                        FullSlice() @96:51
                  .rhs:
                    Name(id='qhi') @96:56
        Assign(targets=('pt', 'dact')) @97:5
          .value:
            Call(kwargs=()) @97:16
              .func:
                Name(id='probs') @97:16
              .args:
                Name(id='st') @97:22
                Name(id='valid') @97:26
                Index() @97:33
                  .value:
                    Name(id='lse2') @97:33
                  .subs:
                    Const(value=None) @97:38
                    FullSlice() @97:44
                Name(id='qk_scale') @97:48
                Name(id='sm_scale') @97:58
                Name(id='ACT') @97:68
        Assign(targets=('dst',)) @98:5
          .value:
            Call(kwargs=()) @98:11
              .func:
                Name(id='dscores') @98:11
              .args:
                Name(id='pt') @98:19
                Name(id='dact') @98:23
                Name(id='dpt') @98:29
                Index() @98:34
                  .value:
                    Name(id='dlt') @98:34
                  .subs:
                    Const(value=None) @98:38
                    FullSlice() @98:44
                Name(id='valid') @98:48
                Name(id='ACT') @98:55
        Assign(targets=('dv_f',)) @99:5
          .value:
            Call(kwargs=()) @99:12
              .func:
                Name(id='mma_async') @99:12
              .args:
                Call(kwargs=()) @99:22
                  .func:
                    Name(id='cast') @99:22
                  .args:
                    Name(id='pt') @99:27
                    Name(id='DT') @99:31
                Name(id='do_slot') @99:36
                Name(id='acc_v') @99:45
        Assign(targets=('dk_f',)) @100:5
          .value:
            Call(kwargs=()) @100:12
              .func:
                Name(id='mma_async') @100:12
              .args:
                Call(kwargs=()) @100:22
                  .func:
                    Name(id='cast') @100:22
                  .args:
                    Name(id='dst') @100:27
                    Name(id='DT') @100:32
                Name(id='q_slot') @100:37
                Name(id='acc_k') @100:45
        Assign(targets=('acc_k',)) @101:5
          .value:
            Call(kwargs=()) @101:13
              .func:
                Name(id='mma_wait') @101:13
              .args:
                Name(id='dk_f') @101:22
        Assign(targets=('acc_v',)) @102:5
          .value:
            Call(kwargs=()) @102:13
              .func:
                Name(id='mma_wait') @102:13
              .args:
                Name(id='dv_f') @102:22
        Return() @103:5
          .values:
            Name(id='acc_k') @103:12
            Name(id='acc_v') @103:19
    FuncDef(name='isolated_dq', params=('q', 'k', 'v', 'd_o', 'rows', 'head', 'kv_head', 'lo', 'hi', 'lse2', 'dlt', 'qk_scale', 'sm_scale', 'ACT', 'DT', 'D')) @108:1
      .body:
        Assign(targets=('cols',)) @109:5
          .value:
            Call(kwargs=()) @109:12
              .func:
                Name(id='arange') @109:12
              .args:
                Name(id='D') @109:19
        Assign(targets=('q_rows',)) @111:5
          .value:
            Index() @111:14
              .value:
                Name(id='q') @111:14
              .subs:
                Index() @111:16
                  .value:
                    Name(id='rows') @111:16
                  .subs:
                    FullSlice() @111:21
                    Const(value=None) @111:24
                Name(id='head') @111:31
                Index() @111:37
                  .value:
                    Name(id='cols') @111:37
                  .subs:
                    Const(value=None) @111:42
                    FullSlice() @111:48
        Assign(targets=('do_rows',)) @112:5
          .value:
            Index() @112:15
              .value:
                Name(id='d_o') @112:15
              .subs:
                Index() @112:19
                  .value:
                    Name(id='rows') @112:19
                  .subs:
                    FullSlice() @112:24
                    Const(value=None) @112:27
                Name(id='head') @112:34
                Index() @112:40
                  .value:
                    Name(id='cols') @112:40
                  .subs:
                    Const(value=None) @112:45
                    FullSlice() @112:51
        Assign(targets=('acc',)) @113:5
          .value:
            Call(kwargs=()) @113:11
              .func:
                Name(id='zeros') @113:11
              .args:
                ListLit() @113:17
                  .elts:
                    Index() @113:18
                      .value:
                        Attr(name='shape') @113:18
                          .value:
                            Name(id='rows') @113:18
                      .subs:
                        Const(value=0) @113:29
                    Name(id='D') @113:33
                Name(id='f32') @113:37
        For(var='key') @114:5
          .iter:
            Call(kwargs=()) @114:16
              .func:
                Name(id='range') @114:16
              .args:
                Call() @114:22
                  .func:
                    Name(id='min') @114:22
                  .args:
                    Name(id='lo') @114:26
                  .kwargs:
                    (
                      'axis'
                      Const(value=0) @114:35
                    )
                Call() @114:39
                  .func:
                    Name(id='max') @114:39
                  .args:
                    Name(id='hi') @114:43
                  .kwargs:
                    (
                      'axis'
                      Const(value=0) @114:52
                    )
          .body:
            Assign(targets=('k_row',)) @115:9
              .value:
                Call(kwargs=()) @115:17
                  .func:
                    Name(id='cast') @115:17
                  .args:
                    Index() @115:22
                      .value:
                        Name(id='k') @115:22
                      .subs:
                        Name(id='key') @115:24
                        Name(id='kv_head') @115:29
                        Name(id='cols') @115:38
                    Name(id='f32') @115:45
            Assign(targets=('sees',)) @116:9
              .value:
                BoolOp(op='and') @116:16
                  .values:
                    BinOp(op='<=') @116:16
                      .lhs:
                        Name(id='lo') @116:16
                      .rhs:
                        Name(id='key') @116:22
                    BinOp(op='>') @116:30
                      .lhs:
                        Name(id='hi') @116:30
                      .rhs:
                        Name(id='key') @116:35
            Assign(targets=('s',)) @117:9
              .value:
                Call() @117:13
                  .func:
                    Name(id='sum') @117:13
                  .args:
                    BinOp(op='*') @117:17
                      .lhs:
                        Call(kwargs=()) @117:17
                          .func:
                            Name(id='cast') @117:17
                          .args:
                            Name(id='q_rows') @117:22
                            Name(id='f32') @117:30
                      .rhs:
                        Index() @117:37
                          .value:
                            Name(id='k_row') @117:37
                          .subs:
                            Const(value=None) @117:43
                            FullSlice() @117:49
                  .kwargs:
                    (
                      'axis'
                      Const(value=1) @117:58
                    )
            Assign(targets=('dp',)) @118:9
              .value:
                Call() @118:14
                  .func:
                    Name(id='sum') @118:14
                  .args:
                    BinOp(op='*') @118:18
                      .lhs:
                        Call(kwargs=()) @118:18
                          .func:
                            Name(id='cast') @118:18
                          .args:
                            Name(id='do_rows') @118:23
                            Name(id='f32') @118:32
                      .rhs:
                        Index() @118:39
                          .value:
                            Call(kwargs=()) @118:39
                              .func:
                                Name(id='cast') @118:39
                              .args:
                                Index() @118:44
                                  .value:
                                    Name(id='v') @118:44
                                  .subs:
                                    Name(id='key') @118:46
                                    Name(id='kv_head') @118:51
                                    Name(id='cols') @118:60
                                Name(id='f32') @118:67
                          .subs:
                            Const(value=None) @118:72
                            FullSlice() @118:78
                  .kwargs:
                    (
                      'axis'
                      Const(value=1) @118:87
                    )
            Assign(targets=('p', 'dact')) @119:9
              .value:
                Call(kwargs=()) @119:19
                  .func:
                    Name(id='probs') @119:19
                  .args:
                    Name(id='s') @119:25
                    Name(id='sees') @119:28
                    Name(id='lse2') @119:34
                    Name(id='qk_scale') @119:40
                    Name(id='sm_scale') @119:50
                    Name(id='ACT') @119:60
            Assign(targets=('ds',)) @120:9
              .value:
                Call(kwargs=()) @120:14
                  .func:
                    Name(id='cast') @120:14
                  .args:
                    Call(kwargs=()) @120:19
                      .func:
                        Name(id='cast') @120:19
                      .args:
                        Call(kwargs=()) @120:24
                          .func:
                            Name(id='dscores') @120:24
                          .args:
                            Name(id='p') @120:32
                            Name(id='dact') @120:35
                            Name(id='dp') @120:41
                            Name(id='dlt') @120:45
                            Name(id='sees') @120:50
                            Name(id='ACT') @120:56
                        Name(id='DT') @120:62
                    Name(id='f32') @120:67
            Assign(targets=('acc',)) @121:9
              .value:
                BinOp(op='+') @121:15
                  .lhs:
                    Name(id='acc') @121:15
                  .rhs:
                    Call(kwargs=()) @121:21
                      .func:
                        Name(id='where') @121:21
                      .args:
                        Index() @121:27
                          .value:
                            Name(id='sees') @121:27
                          .subs:
                            FullSlice() @121:32
                            Const(value=None) @121:35
                        BinOp(op='*') @121:42
                          .lhs:
                            Index() @121:42
                              .value:
                                Name(id='ds') @121:42
                              .subs:
                                FullSlice() @121:45
                                Const(value=None) @121:48
                          .rhs:
                            Index() @121:56
                              .value:
                                Name(id='k_row') @121:56
                              .subs:
                                Const(value=None) @121:62
                                FullSlice() @121:68
                        Const(value=0.0) @121:72
        Return() @122:5
          .values:
            Name(id='acc') @122:12
    FuncDef(name='isolated_dkdv', params=('q', 'k', 'v', 'd_o', 'lse2_t', 'delta_t', 'krows', 'kv_head', 'group', 'qlo', 'qhi', 'qk_scale', 'sm_scale', 'ACT', 'DT', 'D')) @126:1
      .body:
        Assign(targets=('cols',)) @127:5
          .value:
            Call(kwargs=()) @127:12
              .func:
                Name(id='arange') @127:12
              .args:
                Name(id='D') @127:19
        Assign(targets=('k_rows',)) @129:5
          .value:
            Index() @129:14
              .value:
                Name(id='k') @129:14
              .subs:
                Index() @129:16
                  .value:
                    Name(id='krows') @129:16
                  .subs:
                    FullSlice() @129:22
                    Const(value=None) @129:25
                Name(id='kv_head') @129:32
                Index() @129:41
                  .value:
                    Name(id='cols') @129:41
                  .subs:
                    Const(value=None) @129:46
                    FullSlice() @129:52
        Assign(targets=('v_rows',)) @130:5
          .value:
            Index() @130:14
              .value:
                Name(id='v') @130:14
              .subs:
                Index() @130:16
                  .value:
                    Name(id='krows') @130:16
                  .subs:
                    FullSlice() @130:22
                    Const(value=None) @130:25
                Name(id='kv_head') @130:32
                Index() @130:41
                  .value:
                    Name(id='cols') @130:41
                  .subs:
                    Const(value=None) @130:46
                    FullSlice() @130:52
        Assign(targets=('acc_k',)) @131:5
          .value:
            Call(kwargs=()) @131:13
              .func:
                Name(id='zeros') @131:13
              .args:
                ListLit() @131:19
                  .elts:
                    Index() @131:20
                      .value:
                        Attr(name='shape') @131:20
                          .value:
                            Name(id='krows') @131:20
                      .subs:
                        Const(value=0) @131:32
                    Name(id='D') @131:36
                Name(id='f32') @131:40
        Assign(targets=('acc_v',)) @132:5
          .value:
            Call(kwargs=()) @132:13
              .func:
                Name(id='zeros') @132:13
              .args:
                ListLit() @132:19
                  .elts:
                    Index() @132:20
                      .value:
                        Attr(name='shape') @132:20
                          .value:
                            Name(id='krows') @132:20
                      .subs:
                        Const(value=0) @132:32
                    Name(id='D') @132:36
                Name(id='f32') @132:40
        Assign(targets=('r0',)) @133:5
          .value:
            Call() @133:10
              .func:
                Name(id='min') @133:10
              .args:
                Name(id='qlo') @133:14
              .kwargs:
                (
                  'axis'
                  Const(value=0) @133:24
                )
        Assign(targets=('n',)) @134:5
          .value:
            Call(kwargs=()) @134:9
              .func:
                Name(id='maximum') @134:9
              .args:
                BinOp(op='-') @134:17
                  .lhs:
                    Call() @134:17
                      .func:
                        Name(id='max') @134:17
                      .args:
                        Name(id='qhi') @134:21
                      .kwargs:
                        (
                          'axis'
                          Const(value=0) @134:31
                        )
                  .rhs:
                    Name(id='r0') @134:36
                Const(value=0) @134:40
        For(var='t') @136:5
          .iter:
            Call(kwargs=()) @136:14
              .func:
                Name(id='range') @136:14
              .args:
                BinOp(op='*') @136:20
                  .lhs:
                    Name(id='group') @136:20
                  .rhs:
                    Name(id='n') @136:28
          .body:
            Assign(targets=('head',)) @137:9
              .value:
                BinOp(op='+') @137:16
                  .lhs:
                    BinOp(op='*') @137:16
                      .lhs:
                        Name(id='kv_head') @137:16
                      .rhs:
                        Name(id='group') @137:26
                  .rhs:
                    BinOp(op='//') @137:34
                      .lhs:
                        Name(id='t') @137:34
                      .rhs:
                        Name(id='n') @137:39
            Assign(targets=('row',)) @138:9
              .value:
                BinOp(op='+') @138:15
                  .lhs:
                    Name(id='r0') @138:15
                  .rhs:
                    BinOp(op='%') @138:20
                      .lhs:
                        Name(id='t') @138:20
                      .rhs:
                        Name(id='n') @138:24
            Assign(targets=('q_row',)) @139:9
              .value:
                Call(kwargs=()) @139:17
                  .func:
                    Name(id='cast') @139:17
                  .args:
                    Index() @139:22
                      .value:
                        Name(id='q') @139:22
                      .subs:
                        Name(id='row') @139:24
                        Name(id='head') @139:29
                        Name(id='cols') @139:35
                    Name(id='f32') @139:42
            Assign(targets=('do_row',)) @140:9
              .value:
                Call(kwargs=()) @140:18
                  .func:
                    Name(id='cast') @140:18
                  .args:
                    Index() @140:23
                      .value:
                        Name(id='d_o') @140:23
                      .subs:
                        Name(id='row') @140:27
                        Name(id='head') @140:32
                        Name(id='cols') @140:38
                    Name(id='f32') @140:45
            Assign(targets=('seen',)) @141:9
              .value:
                BoolOp(op='and') @141:16
                  .values:
                    BinOp(op='<=') @141:16
                      .lhs:
                        Name(id='qlo') @141:16
                      .rhs:
                        Name(id='row') @141:23
                    BinOp(op='>') @141:31
                      .lhs:
                        Name(id='qhi') @141:31
                      .rhs:
                        Name(id='row') @141:37
            Assign(targets=('st',)) @142:9
              .value:
                Call() @142:14
                  .func:
                    Name(id='sum') @142:14
                  .args:
                    BinOp(op='*') @142:18
                      .lhs:
                        Call(kwargs=()) @142:18
                          .func:
                            Name(id='cast') @142:18
                          .args:
                            Name(id='k_rows') @142:23
                            Name(id='f32') @142:31
                      .rhs:
                        Index() @142:38
                          .value:
                            Name(id='q_row') @142:38
                          .subs:
                            Const(value=None) @142:44
                            FullSlice() @142:50
                  .kwargs:
                    (
                      'axis'
                      Const(value=1) @142:59
                    )
            Assign(targets=('dpt',)) @143:9
              .value:
                Call() @143:15
                  .func:
                    Name(id='sum') @143:15
                  .args:
                    BinOp(op='*') @143:19
                      .lhs:
                        Call(kwargs=()) @143:19
                          .func:
                            Name(id='cast') @143:19
                          .args:
                            Name(id='v_rows') @143:24
                            Name(id='f32') @143:32
                      .rhs:
                        Index() @143:39
                          .value:
                            Name(id='do_row') @143:39
                          .subs:
                            Const(value=None) @143:46
                            FullSlice() @143:52
                  .kwargs:
                    (
                      'axis'
                      Const(value=1) @143:61
                    )
            Assign(targets=('p', 'dact')) @144:9
              .value:
                Call(kwargs=()) @144:19
                  .func:
                    Name(id='probs') @144:19
                  .args:
                    Name(id='st') @144:25
                    Name(id='seen') @144:29
                    Index() @144:35
                      .value:
                        Name(id='lse2_t') @144:35
                      .subs:
                        Name(id='head') @144:42
                        Name(id='row') @144:48
                    Name(id='qk_scale') @144:54
                    Name(id='sm_scale') @144:64
                    Name(id='ACT') @144:74
            Assign(targets=('ds',)) @145:9
              .value:
                Call(kwargs=()) @145:14
                  .func:
                    Name(id='cast') @145:14
                  .args:
                    Call(kwargs=()) @145:19
                      .func:
                        Name(id='cast') @145:19
                      .args:
                        Call(kwargs=()) @145:24
                          .func:
                            Name(id='dscores') @145:24
                          .args:
                            Name(id='p') @145:32
                            Name(id='dact') @145:35
                            Name(id='dpt') @145:41
                            Index() @145:46
                              .value:
                                Name(id='delta_t') @145:46
                              .subs:
                                Name(id='head') @145:54
                                Name(id='row') @145:60
                            Name(id='seen') @145:66
                            Name(id='ACT') @145:72
                        Name(id='DT') @145:78
                    Name(id='f32') @145:83
            Assign(targets=('pw',)) @146:9
              .value:
                Call(kwargs=()) @146:14
                  .func:
                    Name(id='cast') @146:14
                  .args:
                    Call(kwargs=()) @146:19
                      .func:
                        Name(id='cast') @146:19
                      .args:
                        Name(id='p') @146:24
                        Name(id='DT') @146:27
                    Name(id='f32') @146:32
            Assign(targets=('acc_v',)) @147:9
              .value:
                BinOp(op='+') @147:17
                  .lhs:
                    Name(id='acc_v') @147:17
                  .rhs:
                    Call(kwargs=()) @147:25
                      .func:
                        Name(id='where') @147:25
                      .args:
                        Index() @147:31
                          .value:
                            Name(id='seen') @147:31
                          .subs:
                            FullSlice() @147:36
                            Const(value=None) @147:39
                        BinOp(op='*') @147:46
                          .lhs:
                            Index() @147:46
                              .value:
                                Name(id='pw') @147:46
                              .subs:
                                FullSlice() @147:49
                                Const(value=None) @147:52
                          .rhs:
                            Index() @147:60
                              .value:
                                Name(id='do_row') @147:60
                              .subs:
                                Const(value=None) @147:67
                                FullSlice() @147:73
                        Const(value=0.0) @147:77
            Assign(targets=('acc_k',)) @148:9
              .value:
                BinOp(op='+') @148:17
                  .lhs:
                    Name(id='acc_k') @148:17
                  .rhs:
                    Call(kwargs=()) @148:25
                      .func:
                        Name(id='where') @148:25
                      .args:
                        Index() @148:31
                          .value:
                            Name(id='seen') @148:31
                          .subs:
                            FullSlice() @148:36
                            Const(value=None) @148:39
                        BinOp(op='*') @148:46
                          .lhs:
                            Index() @148:46
                              .value:
                                Name(id='ds') @148:46
                              .subs:
                                FullSlice() @148:49
                                Const(value=None) @148:52
                          .rhs:
                            Index() @148:60
                              .value:
                                Name(id='q_row') @148:60
                              .subs:
                                Const(value=None) @148:66
                                FullSlice() @148:72
                        Const(value=0.0) @148:76
        Return() @149:5
          .values:
            Name(id='acc_k') @149:12
            Name(id='acc_v') @149:19
    FuncDef(name='not_finite', params=('a', 'b')) @153:1
      .body:
        Assign(targets=('total',)) @154:5
          .value:
            BinOp(op='+') @154:13
              .lhs:
                Call() @154:13
                  .func:
                    Name(id='sum') @154:13
                  .args:
                    Call() @154:17
                      .func:
                        Name(id='sum') @154:17
                      .args:
                        Name(id='a') @154:21
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @154:29
                        )
                  .kwargs:
                    (
                      'axis'
                      Const(value=0) @154:38
                    )
              .rhs:
                Call() @154:43
                  .func:
                    Name(id='sum') @154:43
                  .args:
                    Call() @154:47
                      .func:
                        Name(id='sum') @154:47
                      .args:
                        Name(id='b') @154:51
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @154:59
                        )
                  .kwargs:
                    (
                      'axis'
                      Const(value=0) @154:68
                    )
        Return() @155:5
          .values:
            BinOp(op='!=') @155:12
              .lhs:
                BinOp(op='-') @155:12
                  .lhs:
                    Name(id='total') @155:12
                  .rhs:
                    Name(id='total') @155:20
              .rhs:
                Const(value=0.0) @155:29
    KernelDef(name='attn_bwd_packed_dq') @157:1
      .params:
        Param(name='q', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @158:9
          .dtype:
            Name(id='DT') @158:12
        Param(name='k', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @158:26
          .dtype:
            Name(id='DT') @158:29
        Param(name='v', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @158:45
          .dtype:
            Name(id='DT') @158:48
        Param(name='o', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @158:64
          .dtype:
            Name(id='DT') @158:67
        Param(name='d_o', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @158:81
          .dtype:
            Name(id='DT') @158:86
        Param(name='lse', kind='tensor', dims=('Tq', 'H'), offsets=None, default=None) @159:9
          .dtype:
            Name(id='f32') @159:14
        Param(name='dlse', kind='tensor', dims=('Tq', 'H'), offsets=None, default=None) @159:26
          .dtype:
            Name(id='f32') @159:32
        Param(name='lse2_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @159:44
          .dtype:
            Name(id='f32') @159:52
        Param(name='delta_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @159:64
          .dtype:
            Name(id='f32') @159:73
        Param(name='dq', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @159:85
          .dtype:
            Name(id='DT') @159:89
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @160:9
          .dtype:
            Name(id='i32') @160:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @160:25
          .dtype:
            Name(id='i32') @160:31
        Param(name='seg_q', kind='tensor', dims=('Tq',), offsets=None, default=None) @160:41
          .dtype:
            Name(id='i32') @160:48
        Param(name='seg_k', kind='tensor', dims=('Tk',), offsets=None, default=None) @160:57
          .dtype:
            Name(id='i32') @160:64
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @160:73
          .dtype:
            Name(id='f32') @160:83
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @160:88
          .dtype:
            Name(id='f32') @160:99
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @161:9
          .default:
            Name(id='f16') @161:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @161:26
          .default:
            Const(value=128) @161:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @161:42
          .default:
            Const(value=64) @161:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @161:63
          .default:
            Const(value=64) @161:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @161:84
          .default:
            Const(value=2) @161:100
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @162:9
          .default:
            Const(value=False) @162:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @162:32
          .default:
            Const(value='softmax') @162:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @162:56
          .default:
            Const(value=240) @162:70
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @162:75
          .default:
            Const(value=64) @162:89
        Param(name='WG_N', kind='const', dtype=None, dims=(), offsets=None) @162:93
          .default:
            Const(value=64) @162:107
        Param(name='ISOLATE', kind='const', dtype=None, dims=(), offsets=None) @163:9
          .default:
            Const(value=True) @163:26
      .body:
        Require(message='KV heads divide the query heads') @164:5
          .cond:
            BoolOp(op='and') @164:13
              .values:
                BinOp(op='>') @164:13
                  .lhs:
                    Name(id='HKV') @164:13
                  .rhs:
                    Const(value=0) @164:19
                BinOp(op='==') @164:25
                  .lhs:
                    BinOp(op='%') @164:25
                      .lhs:
                        Name(id='H') @164:25
                      .rhs:
                        Name(id='HKV') @164:29
                  .rhs:
                    Const(value=0) @164:36
        Require(message='at most 2**30 - 1 query and key rows') @165:5
          .cond:
            BoolOp(op='and') @165:13
              .values:
                BinOp(op='<') @165:13
                  .lhs:
                    Name(id='Tq') @165:13
                  .rhs:
                    Const(value=1073741824) @165:18
                BinOp(op='<') @165:33
                  .lhs:
                    Name(id='Tk') @165:33
                  .rhs:
                    Const(value=1073741824) @165:38
        Tiles() @166:5
          .dims:
            (
              ('m',)
              Call(kwargs=()) @166:16
                .func:
                  Name(id='range') @166:16
                .args:
                  Call(kwargs=()) @166:22
                    .func:
                      Name(id='cdiv') @166:22
                    .args:
                      Name(id='Tq') @166:27
                      Name(id='BLOCK_M') @166:31
            )
            (
              ('head',)
              Call(kwargs=()) @166:50
                .func:
                  Name(id='range') @166:50
                .args:
                  Name(id='H') @166:56
            )
          .options:
            TileOption(id='persistent', arg=None) @166:59
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @167:5
          .cond:
            BinOp(op='==') @167:19
              .lhs:
                BinOp(op='%') @167:19
                  .lhs:
                    Name(id='BLOCK_M') @167:19
                  .rhs:
                    Name(id='WG_M') @167:29
              .rhs:
                Const(value=0) @167:37
        Assign(targets=('NWG',)) @168:5
          .value:
            BinOp(op='//') @168:11
              .lhs:
                Name(id='BLOCK_M') @168:11
              .rhs:
                Name(id='WG_M') @168:22
        SmemDecl(name='q_tile', options=()) @170:5
          .stages:
            BinOp(op='*') @170:17
              .lhs:
                Const(value=2) @170:17
              .rhs:
                BinOp(op='//') @170:22
                  .lhs:
                    Name(id='BLOCK_M') @170:22
                  .rhs:
                    Name(id='WG_M') @170:33
          .dtype:
            Name(id='DT') @170:41
          .shape:
            Name(id='WG_M') @170:44
            Name(id='D') @170:50
        SmemDecl(name='do_tile', options=()) @171:5
          .stages:
            BinOp(op='*') @171:18
              .lhs:
                Const(value=2) @171:18
              .rhs:
                BinOp(op='//') @171:23
                  .lhs:
                    Name(id='BLOCK_M') @171:23
                  .rhs:
                    Name(id='WG_M') @171:34
          .dtype:
            Name(id='DT') @171:42
          .shape:
            Name(id='WG_M') @171:45
            Name(id='D') @171:51
        SmemDecl(name='k_ring', options=()) @172:5
          .stages:
            Name(id='STAGES') @172:17
          .dtype:
            Name(id='DT') @172:26
          .shape:
            Name(id='BLOCK_N') @172:29
            Name(id='D') @172:38
        SmemDecl(name='v_ring', options=()) @173:5
          .stages:
            Name(id='STAGES') @173:17
          .dtype:
            Name(id='DT') @173:26
          .shape:
            Name(id='BLOCK_N') @173:29
            Name(id='D') @173:38
        BarrierDecl(name='q_ready', kwargs=()) @174:5
          .size:
            Const(value=2) @174:21
        BarrierDecl(name='q_free') @175:5
          .size:
            Const(value=2) @175:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @175:29
                .lhs:
                  Name(id='BLOCK_M') @175:29
                .rhs:
                  Name(id='WG_M') @175:40
            )
        BarrierDecl(name='kv_ready', kwargs=()) @176:5
          .size:
            Name(id='STAGES') @176:22
        BarrierDecl(name='kv_free') @177:5
          .size:
            Name(id='STAGES') @177:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @177:35
                .lhs:
                  Name(id='BLOCK_M') @177:35
                .rhs:
                  Name(id='WG_M') @177:46
            )
        Assign(targets=('r_last',)) @181:5
          .value:
            BinOp(op='-') @181:14
              .lhs:
                Call(kwargs=()) @181:14
                  .func:
                    Name(id='minimum') @181:14
                  .args:
                    BinOp(op='*') @181:23
                      .lhs:
                        BinOp(op='+') @181:23
                          .lhs:
                            Name(id='m') @181:23
                          .rhs:
                            Const(value=1) @181:27
                      .rhs:
                        Name(id='BLOCK_M') @181:32
                    Name(id='Tq') @181:41
              .rhs:
                Const(value=1) @181:47
        Assign(targets=('first',)) @182:5
          .value:
            Index() @182:13
              .value:
                Name(id='seg_q') @182:13
              .subs:
                BinOp(op='*') @182:19
                  .lhs:
                    Name(id='m') @182:19
                  .rhs:
                    Name(id='BLOCK_M') @182:23
        Assign(targets=('last_seq',)) @183:5
          .value:
            Index() @183:16
              .value:
                Name(id='seg_q') @183:16
              .subs:
                Name(id='r_last') @183:22
        Assign(targets=('k_lo',)) @184:5
          .value:
            Call(kwargs=()) @184:12
              .func:
                Name(id='minimum') @184:12
              .args:
                Call(kwargs=()) @184:20
                  .func:
                    Name(id='maximum') @184:20
                  .args:
                    Index() @184:28
                      .value:
                        Name(id='cu_k') @184:28
                      .subs:
                        Name(id='first') @184:33
                    Const(value=0) @184:41
                Name(id='Tk') @184:45
        Assign(targets=('k_hi',)) @185:5
          .value:
            Call(kwargs=()) @185:12
              .func:
                Name(id='minimum') @185:12
              .args:
                Call(kwargs=()) @185:20
                  .func:
                    Name(id='maximum') @185:20
                  .args:
                    Index() @185:28
                      .value:
                        Name(id='cu_k') @185:28
                      .subs:
                        BinOp(op='+') @185:33
                          .lhs:
                            Name(id='last_seq') @185:33
                          .rhs:
                            Const(value=1) @185:44
                    Const(value=0) @185:48
                Name(id='Tk') @185:52
        If(orelse=()) @186:5
          .cond:
            Name(id='CAUSAL') @186:8
          .body:
            Assign(targets=('k_hi',)) @187:9
              .value:
                Call(kwargs=()) @187:16
                  .func:
                    Name(id='maximum') @187:16
                  .args:
                    Call(kwargs=()) @187:24
                      .func:
                        Name(id='minimum') @187:24
                      .args:
                        Call(kwargs=()) @187:32
                          .func:
                            Name(id='maximum') @187:32
                          .args:
                            Index() @187:40
                              .value:
                                Name(id='cu_k') @187:40
                              .subs:
                                Name(id='last_seq') @187:45
                            Const(value=0) @187:56
                        Name(id='Tk') @187:60
                    Call(kwargs=()) @187:65
                      .func:
                        Name(id='minimum') @187:65
                      .args:
                        Name(id='k_hi') @187:73
                        BinOp(op='-') @187:79
                          .lhs:
                            BinOp(op='+') @187:79
                              .lhs:
                                BinOp(op='+') @187:79
                                  .lhs:
                                    Name(id='r_last') @187:79
                                  .rhs:
                                    Const(value=1) @187:88
                              .rhs:
                                Name(id='k_hi') @187:92
                          .rhs:
                            Call(kwargs=()) @187:99
                              .func:
                                Name(id='minimum') @187:99
                              .args:
                                Call(kwargs=()) @187:107
                                  .func:
                                    Name(id='maximum') @187:107
                                  .args:
                                    Index() @187:115
                                      .value:
                                        Name(id='cu_q') @187:115
                                      .subs:
                                        BinOp(op='+') @187:120
                                          .lhs:
                                            Name(id='last_seq') @187:120
                                          .rhs:
                                            Const(value=1) @187:131
                                    Const(value=0) @187:135
                                Name(id='Tq') @187:139
        Assign(targets=('n_blocks',)) @188:5
          .value:
            Call(kwargs=()) @188:16
              .func:
                Name(id='cdiv') @188:16
              .args:
                Call(kwargs=()) @188:21
                  .func:
                    Name(id='maximum') @188:21
                  .args:
                    BinOp(op='-') @188:29
                      .lhs:
                        Name(id='k_hi') @188:29
                      .rhs:
                        Name(id='k_lo') @188:36
                    Const(value=0) @188:42
                Name(id='BLOCK_N') @188:46
        Assign(targets=('kv_head',)) @189:5
          .value:
            BinOp(op='//') @189:15
              .lhs:
                Name(id='head') @189:15
              .rhs:
                BinOp(op='//') @189:24
                  .lhs:
                    Name(id='H') @189:24
                  .rhs:
                    Name(id='HKV') @189:29
        Role(name='load', replica=None) @191:5
          .kwargs:
            (
              'warps'
              Const(value=1) @191:21
            )
            (
              'regs'
              Const(value=24) @191:29
            )
          .body:
            Assign(targets=('qs',)) @192:9
              .value:
                BinOp(op='%') @192:14
                  .lhs:
                    Name(id='tile_index') @192:14
                  .rhs:
                    Const(value=2) @192:27
            Wait(phase=None) @193:9
              .target:
                Index() @193:14
                  .value:
                    Name(id='q_free') @193:14
                  .subs:
                    Name(id='qs') @193:21
            Expect() @194:9
              .target:
                Index() @194:16
                  .value:
                    Name(id='q_ready') @194:16
                  .subs:
                    Name(id='qs') @194:24
              .nbytes:
                BinOp(op='*') @194:29
                  .lhs:
                    BinOp(op='*') @194:29
                      .lhs:
                        Const(value=2) @194:29
                      .rhs:
                        Name(id='NWG') @194:33
                  .rhs:
                    Call(kwargs=()) @194:39
                      .func:
                        Name(id='bytes') @194:39
                      .args:
                        Name(id='q_tile') @194:45
            For(var='i') @195:9
              .iter:
                Call(kwargs=()) @195:18
                  .func:
                    Name(id='static_range') @195:18
                  .args:
                    Name(id='NWG') @195:31
              .body:
                Tma() @196:13
                  .dst:
                    Index() @196:17
                      .value:
                        Name(id='q_tile') @196:17
                      .subs:
                        BinOp(op='+') @196:24
                          .lhs:
                            BinOp(op='*') @196:24
                              .lhs:
                                Name(id='qs') @196:24
                              .rhs:
                                Name(id='NWG') @196:29
                          .rhs:
                            Name(id='i') @196:35
                  .src:
                    Index() @196:41
                      .value:
                        Name(id='q') @196:41
                      .subs:
                        BinOp(op='+') @196:43
                          .lhs:
                            BinOp(op='*') @196:43
                              .lhs:
                                Name(id='NWG') @196:43
                              .rhs:
                                Name(id='m') @196:49
                          .rhs:
                            Name(id='i') @196:53
                        Name(id='head') @196:56
                  .signals:
                    Index() @196:70
                      .value:
                        Name(id='q_ready') @196:70
                      .subs:
                        Name(id='qs') @196:78
                Tma() @197:13
                  .dst:
                    Index() @197:17
                      .value:
                        Name(id='do_tile') @197:17
                      .subs:
                        BinOp(op='+') @197:25
                          .lhs:
                            BinOp(op='*') @197:25
                              .lhs:
                                Name(id='qs') @197:25
                              .rhs:
                                Name(id='NWG') @197:30
                          .rhs:
                            Name(id='i') @197:36
                  .src:
                    Index() @197:42
                      .value:
                        Name(id='d_o') @197:42
                      .subs:
                        BinOp(op='+') @197:46
                          .lhs:
                            BinOp(op='*') @197:46
                              .lhs:
                                Name(id='NWG') @197:46
                              .rhs:
                                Name(id='m') @197:52
                          .rhs:
                            Name(id='i') @197:56
                        Name(id='head') @197:59
                  .signals:
                    Index() @197:73
                      .value:
                        Name(id='q_ready') @197:73
                      .subs:
                        Name(id='qs') @197:81
            Pipeline(var='n', slot='slot', ring='kv') @198:9
              .iter:
                Call(kwargs=()) @198:23
                  .func:
                    Name(id='range') @198:23
                  .args:
                    Name(id='n_blocks') @198:29
              .stages:
                Name(id='STAGES') @198:52
              .body:
                Wait(phase=None) @199:13
                  .target:
                    Index() @199:18
                      .value:
                        Name(id='kv_free') @199:18
                      .subs:
                        Name(id='slot') @199:26
                Expect() @200:13
                  .target:
                    Index() @200:20
                      .value:
                        Name(id='kv_ready') @200:20
                      .subs:
                        Name(id='slot') @200:29
                  .nbytes:
                    BinOp(op='+') @200:36
                      .lhs:
                        Call(kwargs=()) @200:36
                          .func:
                            Name(id='bytes') @200:36
                          .args:
                            Name(id='k_ring') @200:42
                      .rhs:
                        Call(kwargs=()) @200:52
                          .func:
                            Name(id='bytes') @200:52
                          .args:
                            Name(id='v_ring') @200:58
                Tma() @201:13
                  .dst:
                    Index() @201:17
                      .value:
                        Name(id='k_ring') @201:17
                      .subs:
                        Name(id='slot') @201:24
                  .src:
                    Index() @201:33
                      .value:
                        Name(id='k') @201:33
                      .subs:
                        Call(kwargs=()) @201:35
                          .func:
                            Name(id='at') @201:35
                          .args:
                            BinOp(op='+') @201:38
                              .lhs:
                                Name(id='k_lo') @201:38
                              .rhs:
                                BinOp(op='*') @201:45
                                  .lhs:
                                    Name(id='n') @201:45
                                  .rhs:
                                    Name(id='BLOCK_N') @201:49
                        Name(id='kv_head') @201:59
                  .signals:
                    Index() @201:76
                      .value:
                        Name(id='kv_ready') @201:76
                      .subs:
                        Name(id='slot') @201:85
                Tma() @202:13
                  .dst:
                    Index() @202:17
                      .value:
                        Name(id='v_ring') @202:17
                      .subs:
                        Name(id='slot') @202:24
                  .src:
                    Index() @202:33
                      .value:
                        Name(id='v') @202:33
                      .subs:
                        Call(kwargs=()) @202:35
                          .func:
                            Name(id='at') @202:35
                          .args:
                            BinOp(op='+') @202:38
                              .lhs:
                                Name(id='k_lo') @202:38
                              .rhs:
                                BinOp(op='*') @202:45
                                  .lhs:
                                    Name(id='n') @202:45
                                  .rhs:
                                    Name(id='BLOCK_N') @202:49
                        Name(id='kv_head') @202:59
                  .signals:
                    Index() @202:76
                      .value:
                        Name(id='kv_ready') @202:76
                      .subs:
                        Name(id='slot') @202:85
        Role(name='compute', replica='wg') @204:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @204:29
            )
            (
              'regs'
              Name(id='REGS') @204:39
            )
          .body:
            Assign(targets=('qk_scale',)) @205:9
              .value:
                BinOp(op='*') @205:20
                  .lhs:
                    Name(id='sm_scale') @205:20
                  .rhs:
                    Name(id='LOG2E') @205:31
            Assign(targets=('rows',)) @206:9
              .value:
                BinOp(op='+') @206:16
                  .lhs:
                    BinOp(op='+') @206:16
                      .lhs:
                        BinOp(op='*') @206:16
                          .lhs:
                            Name(id='m') @206:16
                          .rhs:
                            Name(id='BLOCK_M') @206:20
                      .rhs:
                        BinOp(op='*') @206:30
                          .lhs:
                            Name(id='wg') @206:30
                          .rhs:
                            Name(id='WG_M') @206:35
                  .rhs:
                    Call(kwargs=()) @206:42
                      .func:
                        Name(id='arange') @206:42
                      .args:
                        Name(id='WG_M') @206:49
            Assign(targets=('in_q',)) @207:9
              .value:
                BinOp(op='<') @207:16
                  .lhs:
                    Name(id='rows') @207:16
                  .rhs:
                    Name(id='Tq') @207:23
            Assign(targets=('qs',)) @208:9
              .value:
                BinOp(op='%') @208:14
                  .lhs:
                    Name(id='tile_index') @208:14
                  .rhs:
                    Const(value=2) @208:27
            Assign(targets=('mine',)) @209:9
              .value:
                BinOp(op='+') @209:16
                  .lhs:
                    BinOp(op='*') @209:16
                      .lhs:
                        Name(id='qs') @209:16
                      .rhs:
                        Name(id='NWG') @209:21
                  .rhs:
                    Name(id='wg') @209:27
            Assign(targets=('lo', 'hi')) @210:9
              .value:
                Call(kwargs=()) @210:18
                  .func:
                    Name(id='row_keys') @210:18
                  .args:
                    Name(id='rows') @210:27
                    Name(id='seg_q') @210:33
                    Name(id='cu_q') @210:40
                    Name(id='cu_k') @210:46
                    Name(id='Tq') @210:52
                    Name(id='Tk') @210:56
                    Name(id='CAUSAL') @210:60
            Assign(targets=('n_a',)) @212:9
              .value:
                Call(kwargs=()) @212:15
                  .func:
                    Name(id='minimum') @212:15
                  .args:
                    Call(kwargs=()) @212:23
                      .func:
                        Name(id='maximum') @212:23
                      .args:
                        BinOp(op='//') @212:32
                          .lhs:
                            BinOp(op='-') @212:32
                              .lhs:
                                Call(kwargs=()) @212:32
                                  .func:
                                    Name(id='minimum') @212:32
                                  .args:
                                    Call(kwargs=()) @212:40
                                      .func:
                                        Name(id='maximum') @212:40
                                      .args:
                                        Call() @212:48
                                          .func:
                                            Name(id='min') @212:48
                                          .args:
                                            Name(id='lo') @212:52
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @212:61
                                            )
                                        Const(value=0) @212:65
                                    Name(id='Tk') @212:69
                              .rhs:
                                Name(id='k_lo') @212:75
                          .rhs:
                            Name(id='BLOCK_N') @212:84
                        Const(value=0) @212:93
                    Name(id='n_blocks') @212:97
            Assign(targets=('n_b',)) @213:9
              .value:
                Call(kwargs=()) @213:15
                  .func:
                    Name(id='maximum') @213:15
                  .args:
                    Call(kwargs=()) @213:23
                      .func:
                        Name(id='minimum') @213:23
                      .args:
                        Call(kwargs=()) @213:31
                          .func:
                            Name(id='cdiv') @213:31
                          .args:
                            BinOp(op='-') @213:36
                              .lhs:
                                Call(kwargs=()) @213:36
                                  .func:
                                    Name(id='minimum') @213:36
                                  .args:
                                    Call(kwargs=()) @213:44
                                      .func:
                                        Name(id='maximum') @213:44
                                      .args:
                                        Call() @213:52
                                          .func:
                                            Name(id='max') @213:52
                                          .args:
                                            Name(id='hi') @213:56
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @213:65
                                            )
                                        Const(value=0) @213:69
                                    Name(id='Tk') @213:73
                              .rhs:
                                Name(id='k_lo') @213:79
                            Name(id='BLOCK_N') @213:85
                        Name(id='n_blocks') @213:95
                    Name(id='n_a') @213:106
            Assign(targets=('lse2',)) @214:9
              .value:
                Call(kwargs=()) @214:16
                  .func:
                    Name(id='zeros') @214:16
                  .args:
                    ListLit() @214:22
                      .elts:
                        Name(id='WG_M') @214:23
                    Name(id='f32') @214:30
            Assign(targets=('dlt',)) @215:9
              .value:
                Call(kwargs=()) @215:15
                  .func:
                    Name(id='zeros') @215:15
                  .args:
                    ListLit() @215:21
                      .elts:
                        Name(id='WG_M') @215:22
                    Name(id='f32') @215:29
            If(orelse=()) @216:9
              .cond:
                BinOp(op='==') @216:12
                  .lhs:
                    Name(id='ACT') @216:12
                  .rhs:
                    Const(value='softmax') @216:19
              .body:
                Assign(targets=('lse2',)) @217:13
                  .value:
                    BinOp(op='*') @217:20
                      .lhs:
                        Index() @217:20
                          .value:
                            Name(id='lse') @217:20
                          .subs:
                            Name(id='rows') @217:24
                            Name(id='head') @217:30
                      .rhs:
                        Name(id='LOG2E') @217:38
                Assign(targets=('o_rows',)) @218:13
                  .value:
                    Call(kwargs=()) @218:22
                      .func:
                        Name(id='cast') @218:22
                      .args:
                        Index() @218:27
                          .value:
                            Name(id='o') @218:27
                          .subs:
                            Index() @218:29
                              .value:
                                Name(id='rows') @218:29
                              .subs:
                                FullSlice() @218:34
                                Const(value=None) @218:37
                            Name(id='head') @218:44
                            Index() @218:50
                              .value:
                                Call(kwargs=()) @218:50
                                  .func:
                                    Name(id='arange') @218:50
                                  .args:
                                    Name(id='D') @218:57
                              .subs:
                                Const(value=None) @218:60
                                FullSlice() @218:66
                        Name(id='f32') @218:71
                Assign(targets=('dlt',)) @219:13
                  .value:
                    Unary(op='-') @219:19
                      .operand:
                        Index() @219:20
                          .value:
                            Name(id='dlse') @219:20
                          .subs:
                            Name(id='rows') @219:25
                            Name(id='head') @219:31
            Assign(targets=('acc',)) @220:9
              .value:
                Call(kwargs=()) @220:15
                  .func:
                    Name(id='zeros') @220:15
                  .args:
                    ListLit() @220:21
                      .elts:
                        Name(id='WG_M') @220:22
                        Name(id='D') @220:28
                    Name(id='f32') @220:32
            Wait(phase=None) @221:9
              .target:
                Index() @221:14
                  .value:
                    Name(id='q_ready') @221:14
                  .subs:
                    Name(id='qs') @221:22
            If(orelse=()) @222:9
              .cond:
                BinOp(op='==') @222:12
                  .lhs:
                    Name(id='ACT') @222:12
                  .rhs:
                    Const(value='softmax') @222:19
              .body:
                Assign(targets=('dlt',)) @223:13
                  .value:
                    BinOp(op='+') @223:19
                      .lhs:
                        Name(id='dlt') @223:19
                      .rhs:
                        Call() @223:25
                          .func:
                            Name(id='sum') @223:25
                          .args:
                            BinOp(op='*') @223:29
                              .lhs:
                                Name(id='o_rows') @223:29
                              .rhs:
                                Call(kwargs=()) @223:38
                                  .func:
                                    Name(id='cast') @223:38
                                  .args:
                                    Call(kwargs=()) @223:43
                                      .func:
                                        Name(id='load') @223:43
                                      .args:
                                        Index() @223:48
                                          .value:
                                            Name(id='do_tile') @223:48
                                          .subs:
                                            Name(id='mine') @223:56
                                    Name(id='f32') @223:64
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @223:75
                            )
                Store() @224:13
                  .target:
                    Name(id='lse2_t') @224:13
                  .subs:
                    Name(id='head') @224:20
                    Name(id='rows') @224:26
                  .value:
                    Name(id='lse2') @224:34
                  .mask:
                    Name(id='in_q') @224:45
                Store() @225:13
                  .target:
                    Name(id='delta_t') @225:13
                  .subs:
                    Name(id='head') @225:21
                    Name(id='rows') @225:27
                  .value:
                    Name(id='dlt') @225:35
                  .mask:
                    Name(id='in_q') @225:45
            Assign(targets=('lo_c',)) @226:9
              .value:
                Index() @226:16
                  .value:
                    Name(id='lo') @226:16
                  .subs:
                    FullSlice() @226:19
                    Const(value=None) @226:22
            Assign(targets=('hi_c',)) @227:9
              .value:
                Index() @227:16
                  .value:
                    Name(id='hi') @227:16
                  .subs:
                    FullSlice() @227:19
                    Const(value=None) @227:22
            If(orelse=()) @228:9
              .cond:
                BinOp(op='!=') @228:12
                  .lhs:
                    Name(id='TARGET') @228:12
                  .rhs:
                    Const(value='gluon') @228:22
              .body:
                Assign(targets=('lo_c',)) @231:13
                  .value:
                    Call(kwargs=()) @231:20
                      .func:
                        Name(id='maximum') @231:20
                      .args:
                        Name(id='lo_c') @231:28
                        BinOp(op='+') @231:34
                          .lhs:
                            Name(id='k_lo') @231:34
                          .rhs:
                            BinOp(op='*') @231:41
                              .lhs:
                                Name(id='n_a') @231:41
                              .rhs:
                                Name(id='BLOCK_N') @231:47
                Assign(targets=('hi_c',)) @232:13
                  .value:
                    Call(kwargs=()) @232:20
                      .func:
                        Name(id='minimum') @232:20
                      .args:
                        Name(id='hi_c') @232:28
                        BinOp(op='+') @232:34
                          .lhs:
                            Name(id='k_lo') @232:34
                          .rhs:
                            BinOp(op='*') @232:41
                              .lhs:
                                Name(id='n_b') @232:41
                              .rhs:
                                Name(id='BLOCK_N') @232:47
            If() @233:9
              .cond:
                BinOp(op='==') @233:12
                  .lhs:
                    Name(id='TARGET') @233:12
                  .rhs:
                    Const(value='gluon') @233:22
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @236:13
                  .iter:
                    Call(kwargs=()) @236:27
                      .func:
                        Name(id='range') @236:27
                      .args:
                        Name(id='n_blocks') @236:33
                  .stages:
                    Name(id='STAGES') @236:56
                  .body:
                    Wait(phase=None) @237:17
                      .target:
                        Index() @237:22
                          .value:
                            Name(id='kv_ready') @237:22
                          .subs:
                            Name(id='slot') @237:31
                    If(orelse=()) @238:17
                      .cond:
                        BoolOp(op='and') @238:20
                          .values:
                            BinOp(op='>=') @238:20
                              .lhs:
                                Name(id='n') @238:20
                              .rhs:
                                Name(id='n_a') @238:25
                            BinOp(op='<') @238:33
                              .lhs:
                                Name(id='n') @238:33
                              .rhs:
                                Name(id='n_b') @238:37
                      .body:
                        Assign(targets=('acc',)) @239:21
                          .value:
                            Call(kwargs=()) @239:27
                              .func:
                                Name(id='dq_step') @239:27
                              .args:
                                Index() @239:35
                                  .value:
                                    Name(id='q_tile') @239:35
                                  .subs:
                                    Name(id='mine') @239:42
                                Index() @239:49
                                  .value:
                                    Name(id='do_tile') @239:49
                                  .subs:
                                    Name(id='mine') @239:57
                                Index() @239:64
                                  .value:
                                    Name(id='k_ring') @239:64
                                  .subs:
                                    Name(id='slot') @239:71
                                Index() @239:78
                                  .value:
                                    Name(id='v_ring') @239:78
                                  .subs:
                                    Name(id='slot') @239:85
                                BinOp(op='+') @239:92
                                  .lhs:
                                    Name(id='k_lo') @239:92
                                  .rhs:
                                    BinOp(op='*') @239:99
                                      .lhs:
                                        Name(id='n') @239:99
                                      .rhs:
                                        Name(id='BLOCK_N') @239:103
                                Name(id='lo_c') @239:112
                                Name(id='hi_c') @240:35
                                Name(id='lse2') @240:41
                                Name(id='dlt') @240:47
                                Name(id='acc') @240:52
                                Name(id='qk_scale') @240:57
                                Name(id='sm_scale') @240:67
                                Name(id='BLOCK_N') @240:77
                                Name(id='ACT') @240:86
                                Name(id='DT') @240:91
                    Arrive(count=None) @241:17
                      .target:
                        Index() @241:24
                          .value:
                            Name(id='kv_free') @241:24
                          .subs:
                            Name(id='slot') @241:32
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @243:13
                  .iter:
                    Call(kwargs=()) @243:27
                      .func:
                        Name(id='range') @243:27
                      .args:
                        Name(id='n_blocks') @243:33
                  .stages:
                    Name(id='STAGES') @243:56
                  .body:
                    Wait(phase=None) @244:17
                      .target:
                        Index() @244:22
                          .value:
                            Name(id='kv_ready') @244:22
                          .subs:
                            Name(id='slot') @244:31
                    Assign(targets=('acc',)) @245:17
                      .value:
                        Call(kwargs=()) @245:23
                          .func:
                            Name(id='dq_step') @245:23
                          .args:
                            Index() @245:31
                              .value:
                                Name(id='q_tile') @245:31
                              .subs:
                                Name(id='mine') @245:38
                            Index() @245:45
                              .value:
                                Name(id='do_tile') @245:45
                              .subs:
                                Name(id='mine') @245:53
                            Index() @245:60
                              .value:
                                Name(id='k_ring') @245:60
                              .subs:
                                Name(id='slot') @245:67
                            Index() @245:74
                              .value:
                                Name(id='v_ring') @245:74
                              .subs:
                                Name(id='slot') @245:81
                            BinOp(op='+') @245:88
                              .lhs:
                                Name(id='k_lo') @245:88
                              .rhs:
                                BinOp(op='*') @245:95
                                  .lhs:
                                    Name(id='n') @245:95
                                  .rhs:
                                    Name(id='BLOCK_N') @245:99
                            Name(id='lo_c') @245:108
                            Name(id='hi_c') @245:114
                            Name(id='lse2') @246:31
                            Name(id='dlt') @246:37
                            Name(id='acc') @246:42
                            Name(id='qk_scale') @246:47
                            Name(id='sm_scale') @246:57
                            Name(id='BLOCK_N') @246:67
                            Name(id='ACT') @246:76
                            Name(id='DT') @246:81
                    Arrive(count=None) @247:17
                      .target:
                        Index() @247:24
                          .value:
                            Name(id='kv_free') @247:24
                          .subs:
                            Name(id='slot') @247:32
            Arrive(count=None) @248:9
              .target:
                Index() @248:16
                  .value:
                    Name(id='q_free') @248:16
                  .subs:
                    Name(id='qs') @248:23
            If(orelse=()) @249:9
              .cond:
                Name(id='ISOLATE') @249:12
              .body:
                If(orelse=()) @250:13
                  .cond:
                    Call(kwargs=()) @250:16
                      .func:
                        Name(id='not_finite') @250:16
                      .args:
                        Name(id='acc') @250:27
                        Name(id='acc') @250:32
                  .body:
                    Assign(targets=('acc',)) @251:17
                      .value:
                        Call(kwargs=()) @251:23
                          .func:
                            Name(id='isolated_dq') @251:23
                          .args:
                            Name(id='q') @251:35
                            Name(id='k') @251:38
                            Name(id='v') @251:41
                            Name(id='d_o') @251:44
                            Name(id='rows') @251:49
                            Name(id='head') @251:55
                            Name(id='kv_head') @251:61
                            Name(id='lo') @251:70
                            Name(id='hi') @251:74
                            Name(id='lse2') @251:78
                            Name(id='dlt') @251:84
                            Name(id='qk_scale') @251:89
                            Name(id='sm_scale') @251:99
                            Name(id='ACT') @251:109
                            Name(id='DT') @251:114
                            Name(id='D') @252:35
            Assign(targets=('q_scale',)) @253:9
              .value:
                Name(id='sm_scale') @253:19
            If(orelse=()) @254:9
              .cond:
                BinOp(op='==') @254:12
                  .lhs:
                    Name(id='ACT') @254:12
                  .rhs:
                    Const(value='silu') @254:19
              .body:
                Assign(targets=('q_scale',)) @255:13
                  .value:
                    BinOp(op='*') @255:23
                      .lhs:
                        Name(id='sm_scale') @255:23
                      .rhs:
                        Name(id='out_scale') @255:34
            Store() @256:9
              .target:
                Name(id='dq') @256:9
              .subs:
                Index() @256:12
                  .value:
                    Name(id='rows') @256:12
                  .subs:
                    FullSlice() @256:17
                    Const(value=None) @256:20
                Name(id='head') @256:27
                Index() @256:33
                  .value:
                    Call(kwargs=()) @256:33
                      .func:
                        Name(id='arange') @256:33
                      .args:
                        Name(id='D') @256:40
                  .subs:
                    Const(value=None) @256:43
                    FullSlice() @256:49
              .value:
                Call(kwargs=()) @256:55
                  .func:
                    Name(id='cast') @256:55
                  .args:
                    BinOp(op='*') @256:60
                      .lhs:
                        Name(id='acc') @256:60
                      .rhs:
                        Name(id='q_scale') @256:66
                    Name(id='DT') @256:75
              .mask:
                Index() @256:85
                  .value:
                    Name(id='in_q') @256:85
                  .subs:
                    FullSlice() @256:90
                    Const(value=None) @256:93
    KernelDef(name='attn_bwd_packed_dkdv') @258:1
      .params:
        Param(name='q', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @259:9
          .dtype:
            Name(id='DT') @259:12
        Param(name='k', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @259:26
          .dtype:
            Name(id='DT') @259:29
        Param(name='v', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @259:45
          .dtype:
            Name(id='DT') @259:48
        Param(name='d_o', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @259:64
          .dtype:
            Name(id='DT') @259:69
        Param(name='lse2_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @260:9
          .dtype:
            Name(id='f32') @260:17
        Param(name='delta_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @260:29
          .dtype:
            Name(id='f32') @260:38
        Param(name='dk', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @260:50
          .dtype:
            Name(id='DT') @260:54
        Param(name='dv', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @260:70
          .dtype:
            Name(id='DT') @260:74
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @261:9
          .dtype:
            Name(id='i32') @261:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @261:25
          .dtype:
            Name(id='i32') @261:31
        Param(name='seg_q', kind='tensor', dims=('Tq',), offsets=None, default=None) @261:41
          .dtype:
            Name(id='i32') @261:48
        Param(name='seg_k', kind='tensor', dims=('Tk',), offsets=None, default=None) @261:57
          .dtype:
            Name(id='i32') @261:64
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @261:73
          .dtype:
            Name(id='f32') @261:83
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @261:88
          .dtype:
            Name(id='f32') @261:99
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @262:9
          .default:
            Name(id='f16') @262:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @262:26
          .default:
            Const(value=128) @262:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @262:42
          .default:
            Const(value=64) @262:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @262:63
          .default:
            Const(value=64) @262:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @262:84
          .default:
            Const(value=2) @262:100
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @263:9
          .default:
            Const(value=False) @263:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @263:32
          .default:
            Const(value='softmax') @263:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @263:56
          .default:
            Const(value=240) @263:70
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @263:75
          .default:
            Const(value=64) @263:89
        Param(name='WG_N', kind='const', dtype=None, dims=(), offsets=None) @263:93
          .default:
            Const(value=64) @263:107
        Param(name='ISOLATE', kind='const', dtype=None, dims=(), offsets=None) @264:9
          .default:
            Const(value=True) @264:26
      .body:
        Require(message='KV heads divide the query heads') @265:5
          .cond:
            BoolOp(op='and') @265:13
              .values:
                BinOp(op='>') @265:13
                  .lhs:
                    Name(id='HKV') @265:13
                  .rhs:
                    Const(value=0) @265:19
                BinOp(op='==') @265:25
                  .lhs:
                    BinOp(op='%') @265:25
                      .lhs:
                        Name(id='H') @265:25
                      .rhs:
                        Name(id='HKV') @265:29
                  .rhs:
                    Const(value=0) @265:36
        Require(message='at most 2**30 - 1 query and key rows') @266:5
          .cond:
            BoolOp(op='and') @266:13
              .values:
                BinOp(op='<') @266:13
                  .lhs:
                    Name(id='Tq') @266:13
                  .rhs:
                    Const(value=1073741824) @266:18
                BinOp(op='<') @266:33
                  .lhs:
                    Name(id='Tk') @266:33
                  .rhs:
                    Const(value=1073741824) @266:38
        Require(message="a tile's (query head, query block) pairs stay below 2**31") @267:5
          .cond:
            BinOp(op='<=') @267:13
              .lhs:
                BinOp(op='*') @267:13
                  .lhs:
                    BinOp(op='//') @267:13
                      .lhs:
                        Name(id='H') @267:13
                      .rhs:
                        Name(id='HKV') @267:18
                  .rhs:
                    Call(kwargs=()) @267:24
                      .func:
                        Name(id='cdiv') @267:24
                      .args:
                        Name(id='Tq') @267:29
                        Name(id='BLOCK_M') @267:33
              .rhs:
                Const(value=2147483647) @267:45
        Tiles() @268:5
          .dims:
            (
              ('nb',)
              Call(kwargs=()) @268:17
                .func:
                  Name(id='range') @268:17
                .args:
                  Call(kwargs=()) @268:23
                    .func:
                      Name(id='cdiv') @268:23
                    .args:
                      Name(id='Tk') @268:28
                      Name(id='BLOCK_N') @268:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @268:50
                .func:
                  Name(id='range') @268:50
                .args:
                  Name(id='HKV') @268:56
            )
          .options:
            TileOption(id='persistent', arg=None) @268:61
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @269:5
          .cond:
            BinOp(op='==') @269:19
              .lhs:
                BinOp(op='%') @269:19
                  .lhs:
                    Name(id='BLOCK_N') @269:19
                  .rhs:
                    Name(id='WG_N') @269:29
              .rhs:
                Const(value=0) @269:37
        Assign(targets=('NWG',)) @270:5
          .value:
            BinOp(op='//') @270:11
              .lhs:
                Name(id='BLOCK_N') @270:11
              .rhs:
                Name(id='WG_N') @270:22
        Assign(targets=('group',)) @271:5
          .value:
            BinOp(op='//') @271:13
              .lhs:
                Name(id='H') @271:13
              .rhs:
                Name(id='HKV') @271:18
        SmemDecl(name='k_tile', options=()) @273:5
          .stages:
            BinOp(op='*') @273:17
              .lhs:
                Const(value=2) @273:17
              .rhs:
                BinOp(op='//') @273:22
                  .lhs:
                    Name(id='BLOCK_N') @273:22
                  .rhs:
                    Name(id='WG_N') @273:33
          .dtype:
            Name(id='DT') @273:41
          .shape:
            Name(id='WG_N') @273:44
            Name(id='D') @273:50
        SmemDecl(name='v_tile', options=()) @274:5
          .stages:
            BinOp(op='*') @274:17
              .lhs:
                Const(value=2) @274:17
              .rhs:
                BinOp(op='//') @274:22
                  .lhs:
                    Name(id='BLOCK_N') @274:22
                  .rhs:
                    Name(id='WG_N') @274:33
          .dtype:
            Name(id='DT') @274:41
          .shape:
            Name(id='WG_N') @274:44
            Name(id='D') @274:50
        SmemDecl(name='q_ring', options=()) @275:5
          .stages:
            Name(id='STAGES') @275:17
          .dtype:
            Name(id='DT') @275:26
          .shape:
            Name(id='BLOCK_M') @275:29
            Name(id='D') @275:38
        SmemDecl(name='do_ring', options=()) @276:5
          .stages:
            Name(id='STAGES') @276:18
          .dtype:
            Name(id='DT') @276:27
          .shape:
            Name(id='BLOCK_M') @276:30
            Name(id='D') @276:39
        BarrierDecl(name='kv_ready', kwargs=()) @277:5
          .size:
            Const(value=2) @277:22
        BarrierDecl(name='kv_free') @278:5
          .size:
            Const(value=2) @278:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @278:30
                .lhs:
                  Name(id='BLOCK_N') @278:30
                .rhs:
                  Name(id='WG_N') @278:41
            )
        BarrierDecl(name='qd_ready', kwargs=()) @279:5
          .size:
            Name(id='STAGES') @279:22
        BarrierDecl(name='qd_free') @280:5
          .size:
            Name(id='STAGES') @280:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @280:35
                .lhs:
                  Name(id='BLOCK_N') @280:35
                .rhs:
                  Name(id='WG_N') @280:46
            )
        Assign(targets=('r_last',)) @284:5
          .value:
            BinOp(op='-') @284:14
              .lhs:
                Call(kwargs=()) @284:14
                  .func:
                    Name(id='minimum') @284:14
                  .args:
                    BinOp(op='*') @284:23
                      .lhs:
                        BinOp(op='+') @284:23
                          .lhs:
                            Name(id='nb') @284:23
                          .rhs:
                            Const(value=1) @284:28
                      .rhs:
                        Name(id='BLOCK_N') @284:33
                    Name(id='Tk') @284:42
              .rhs:
                Const(value=1) @284:48
        Assign(targets=('first',)) @285:5
          .value:
            Index() @285:13
              .value:
                Name(id='seg_k') @285:13
              .subs:
                BinOp(op='*') @285:19
                  .lhs:
                    Name(id='nb') @285:19
                  .rhs:
                    Name(id='BLOCK_N') @285:24
        Assign(targets=('last_seq',)) @286:5
          .value:
            Index() @286:16
              .value:
                Name(id='seg_k') @286:16
              .subs:
                Name(id='r_last') @286:22
        Assign(targets=('q_lo',)) @287:5
          .value:
            Call(kwargs=()) @287:12
              .func:
                Name(id='minimum') @287:12
              .args:
                Call(kwargs=()) @287:20
                  .func:
                    Name(id='maximum') @287:20
                  .args:
                    Index() @287:28
                      .value:
                        Name(id='cu_q') @287:28
                      .subs:
                        Name(id='first') @287:33
                    Const(value=0) @287:41
                Name(id='Tq') @287:45
        Assign(targets=('q_hi',)) @288:5
          .value:
            Call(kwargs=()) @288:12
              .func:
                Name(id='minimum') @288:12
              .args:
                Call(kwargs=()) @288:20
                  .func:
                    Name(id='maximum') @288:20
                  .args:
                    Index() @288:28
                      .value:
                        Name(id='cu_q') @288:28
                      .subs:
                        BinOp(op='+') @288:33
                          .lhs:
                            Name(id='last_seq') @288:33
                          .rhs:
                            Const(value=1) @288:44
                    Const(value=0) @288:48
                Name(id='Tq') @288:52
        Assign(targets=('n_m',)) @289:5
          .value:
            Call(kwargs=()) @289:11
              .func:
                Name(id='cdiv') @289:11
              .args:
                Call(kwargs=()) @289:16
                  .func:
                    Name(id='maximum') @289:16
                  .args:
                    BinOp(op='-') @289:24
                      .lhs:
                        Name(id='q_hi') @289:24
                      .rhs:
                        Name(id='q_lo') @289:31
                    Const(value=0) @289:37
                Name(id='BLOCK_M') @289:41
        Assign(targets=('steps',)) @290:5
          .value:
            BinOp(op='*') @290:13
              .lhs:
                Name(id='group') @290:13
              .rhs:
                Name(id='n_m') @290:21
        Assign(targets=('n_m1',)) @291:5
          .value:
            Call(kwargs=()) @291:12
              .func:
                Name(id='maximum') @291:12
              .args:
                Name(id='n_m') @291:20
                Const(value=1) @291:25
        Role(name='load', replica=None) @293:5
          .kwargs:
            (
              'warps'
              Const(value=1) @293:21
            )
            (
              'regs'
              Const(value=24) @293:29
            )
          .body:
            Assign(targets=('ks',)) @294:9
              .value:
                BinOp(op='%') @294:14
                  .lhs:
                    Name(id='tile_index') @294:14
                  .rhs:
                    Const(value=2) @294:27
            Wait(phase=None) @295:9
              .target:
                Index() @295:14
                  .value:
                    Name(id='kv_free') @295:14
                  .subs:
                    Name(id='ks') @295:22
            Expect() @296:9
              .target:
                Index() @296:16
                  .value:
                    Name(id='kv_ready') @296:16
                  .subs:
                    Name(id='ks') @296:25
              .nbytes:
                BinOp(op='*') @296:30
                  .lhs:
                    BinOp(op='*') @296:30
                      .lhs:
                        Const(value=2) @296:30
                      .rhs:
                        Name(id='NWG') @296:34
                  .rhs:
                    Call(kwargs=()) @296:40
                      .func:
                        Name(id='bytes') @296:40
                      .args:
                        Name(id='k_tile') @296:46
            For(var='i') @297:9
              .iter:
                Call(kwargs=()) @297:18
                  .func:
                    Name(id='static_range') @297:18
                  .args:
                    Name(id='NWG') @297:31
              .body:
                Tma() @298:13
                  .dst:
                    Index() @298:17
                      .value:
                        Name(id='k_tile') @298:17
                      .subs:
                        BinOp(op='+') @298:24
                          .lhs:
                            BinOp(op='*') @298:24
                              .lhs:
                                Name(id='ks') @298:24
                              .rhs:
                                Name(id='NWG') @298:29
                          .rhs:
                            Name(id='i') @298:35
                  .src:
                    Index() @298:41
                      .value:
                        Name(id='k') @298:41
                      .subs:
                        BinOp(op='+') @298:43
                          .lhs:
                            BinOp(op='*') @298:43
                              .lhs:
                                Name(id='NWG') @298:43
                              .rhs:
                                Name(id='nb') @298:49
                          .rhs:
                            Name(id='i') @298:54
                        Name(id='kvh') @298:57
                  .signals:
                    Index() @298:70
                      .value:
                        Name(id='kv_ready') @298:70
                      .subs:
                        Name(id='ks') @298:79
                Tma() @299:13
                  .dst:
                    Index() @299:17
                      .value:
                        Name(id='v_tile') @299:17
                      .subs:
                        BinOp(op='+') @299:24
                          .lhs:
                            BinOp(op='*') @299:24
                              .lhs:
                                Name(id='ks') @299:24
                              .rhs:
                                Name(id='NWG') @299:29
                          .rhs:
                            Name(id='i') @299:35
                  .src:
                    Index() @299:41
                      .value:
                        Name(id='v') @299:41
                      .subs:
                        BinOp(op='+') @299:43
                          .lhs:
                            BinOp(op='*') @299:43
                              .lhs:
                                Name(id='NWG') @299:43
                              .rhs:
                                Name(id='nb') @299:49
                          .rhs:
                            Name(id='i') @299:54
                        Name(id='kvh') @299:57
                  .signals:
                    Index() @299:70
                      .value:
                        Name(id='kv_ready') @299:70
                      .subs:
                        Name(id='ks') @299:79
            Pipeline(var='j', slot='slot', ring='qd') @300:9
              .iter:
                Call(kwargs=()) @300:23
                  .func:
                    Name(id='range') @300:23
                  .args:
                    Name(id='steps') @300:29
              .stages:
                Name(id='STAGES') @300:49
              .body:
                Assign(targets=('head',)) @301:13
                  .value:
                    BinOp(op='+') @301:20
                      .lhs:
                        BinOp(op='*') @301:20
                          .lhs:
                            Name(id='kvh') @301:20
                          .rhs:
                            Name(id='group') @301:26
                      .rhs:
                        BinOp(op='//') @301:34
                          .lhs:
                            Name(id='j') @301:34
                          .rhs:
                            Name(id='n_m1') @301:39
                Wait(phase=None) @302:13
                  .target:
                    Index() @302:18
                      .value:
                        Name(id='qd_free') @302:18
                      .subs:
                        Name(id='slot') @302:26
                Expect() @303:13
                  .target:
                    Index() @303:20
                      .value:
                        Name(id='qd_ready') @303:20
                      .subs:
                        Name(id='slot') @303:29
                  .nbytes:
                    BinOp(op='+') @303:36
                      .lhs:
                        Call(kwargs=()) @303:36
                          .func:
                            Name(id='bytes') @303:36
                          .args:
                            Name(id='q_ring') @303:42
                      .rhs:
                        Call(kwargs=()) @303:52
                          .func:
                            Name(id='bytes') @303:52
                          .args:
                            Name(id='do_ring') @303:58
                Tma() @304:13
                  .dst:
                    Index() @304:17
                      .value:
                        Name(id='q_ring') @304:17
                      .subs:
                        Name(id='slot') @304:24
                  .src:
                    Index() @304:33
                      .value:
                        Name(id='q') @304:33
                      .subs:
                        Call(kwargs=()) @304:35
                          .func:
                            Name(id='at') @304:35
                          .args:
                            BinOp(op='+') @304:38
                              .lhs:
                                Name(id='q_lo') @304:38
                              .rhs:
                                BinOp(op='*') @304:46
                                  .lhs:
                                    BinOp(op='%') @304:46
                                      .lhs:
                                        Name(id='j') @304:46
                                      .rhs:
                                        Name(id='n_m1') @304:50
                                  .rhs:
                                    Name(id='BLOCK_M') @304:58
                        Name(id='head') @304:68
                  .signals:
                    Index() @304:82
                      .value:
                        Name(id='qd_ready') @304:82
                      .subs:
                        Name(id='slot') @304:91
                Tma() @305:13
                  .dst:
                    Index() @305:17
                      .value:
                        Name(id='do_ring') @305:17
                      .subs:
                        Name(id='slot') @305:25
                  .src:
                    Index() @305:34
                      .value:
                        Name(id='d_o') @305:34
                      .subs:
                        Call(kwargs=()) @305:38
                          .func:
                            Name(id='at') @305:38
                          .args:
                            BinOp(op='+') @305:41
                              .lhs:
                                Name(id='q_lo') @305:41
                              .rhs:
                                BinOp(op='*') @305:49
                                  .lhs:
                                    BinOp(op='%') @305:49
                                      .lhs:
                                        Name(id='j') @305:49
                                      .rhs:
                                        Name(id='n_m1') @305:53
                                  .rhs:
                                    Name(id='BLOCK_M') @305:61
                        Name(id='head') @305:71
                  .signals:
                    Index() @305:85
                      .value:
                        Name(id='qd_ready') @305:85
                      .subs:
                        Name(id='slot') @305:94
        Role(name='compute', replica='wg') @307:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @307:29
            )
            (
              'regs'
              Name(id='REGS') @307:39
            )
          .body:
            Assign(targets=('qk_scale',)) @308:9
              .value:
                BinOp(op='*') @308:20
                  .lhs:
                    Name(id='sm_scale') @308:20
                  .rhs:
                    Name(id='LOG2E') @308:31
            Assign(targets=('krows',)) @309:9
              .value:
                BinOp(op='+') @309:17
                  .lhs:
                    BinOp(op='+') @309:17
                      .lhs:
                        BinOp(op='*') @309:17
                          .lhs:
                            Name(id='nb') @309:17
                          .rhs:
                            Name(id='BLOCK_N') @309:22
                      .rhs:
                        BinOp(op='*') @309:32
                          .lhs:
                            Name(id='wg') @309:32
                          .rhs:
                            Name(id='WG_N') @309:37
                  .rhs:
                    Call(kwargs=()) @309:44
                      .func:
                        Name(id='arange') @309:44
                      .args:
                        Name(id='WG_N') @309:51
            Assign(targets=('ks',)) @310:9
              .value:
                BinOp(op='%') @310:14
                  .lhs:
                    Name(id='tile_index') @310:14
                  .rhs:
                    Const(value=2) @310:27
            Assign(targets=('mine',)) @311:9
              .value:
                BinOp(op='+') @311:16
                  .lhs:
                    BinOp(op='*') @311:16
                      .lhs:
                        Name(id='ks') @311:16
                      .rhs:
                        Name(id='NWG') @311:21
                  .rhs:
                    Name(id='wg') @311:27
            Assign(targets=('qlo', 'qhi')) @312:9
              .value:
                Call(kwargs=()) @312:20
                  .func:
                    Name(id='key_queries') @312:20
                  .args:
                    Name(id='krows') @312:32
                    Name(id='seg_k') @312:39
                    Name(id='cu_q') @312:46
                    Name(id='cu_k') @312:52
                    Name(id='Tq') @312:58
                    Name(id='Tk') @312:62
                    Name(id='CAUSAL') @312:66
            Assign(targets=('m_a',)) @314:9
              .value:
                Call(kwargs=()) @314:15
                  .func:
                    Name(id='minimum') @314:15
                  .args:
                    Call(kwargs=()) @314:23
                      .func:
                        Name(id='maximum') @314:23
                      .args:
                        BinOp(op='//') @314:32
                          .lhs:
                            BinOp(op='-') @314:32
                              .lhs:
                                Call(kwargs=()) @314:32
                                  .func:
                                    Name(id='minimum') @314:32
                                  .args:
                                    Call(kwargs=()) @314:40
                                      .func:
                                        Name(id='maximum') @314:40
                                      .args:
                                        Call() @314:48
                                          .func:
                                            Name(id='min') @314:48
                                          .args:
                                            Name(id='qlo') @314:52
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @314:62
                                            )
                                        Const(value=0) @314:66
                                    Name(id='Tq') @314:70
                              .rhs:
                                Name(id='q_lo') @314:76
                          .rhs:
                            Name(id='BLOCK_M') @314:85
                        Const(value=0) @314:94
                    Name(id='n_m') @314:98
            Assign(targets=('m_b',)) @315:9
              .value:
                Call(kwargs=()) @315:15
                  .func:
                    Name(id='maximum') @315:15
                  .args:
                    Call(kwargs=()) @315:23
                      .func:
                        Name(id='minimum') @315:23
                      .args:
                        Call(kwargs=()) @315:31
                          .func:
                            Name(id='cdiv') @315:31
                          .args:
                            BinOp(op='-') @315:36
                              .lhs:
                                Call(kwargs=()) @315:36
                                  .func:
                                    Name(id='minimum') @315:36
                                  .args:
                                    Call(kwargs=()) @315:44
                                      .func:
                                        Name(id='maximum') @315:44
                                      .args:
                                        Call() @315:52
                                          .func:
                                            Name(id='max') @315:52
                                          .args:
                                            Name(id='qhi') @315:56
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @315:66
                                            )
                                        Const(value=0) @315:70
                                    Name(id='Tq') @315:74
                              .rhs:
                                Name(id='q_lo') @315:80
                            Name(id='BLOCK_M') @315:86
                        Name(id='n_m') @315:96
                    Name(id='m_a') @315:102
            Assign(targets=('qlo_c',)) @316:9
              .value:
                Index() @316:17
                  .value:
                    Name(id='qlo') @316:17
                  .subs:
                    FullSlice() @316:21
                    Const(value=None) @316:24
            Assign(targets=('qhi_c',)) @317:9
              .value:
                Index() @317:17
                  .value:
                    Name(id='qhi') @317:17
                  .subs:
                    FullSlice() @317:21
                    Const(value=None) @317:24
            If(orelse=()) @318:9
              .cond:
                BinOp(op='!=') @318:12
                  .lhs:
                    Name(id='TARGET') @318:12
                  .rhs:
                    Const(value='gluon') @318:22
              .body:
                Assign(targets=('qlo_c',)) @319:13
                  .value:
                    Call(kwargs=()) @319:21
                      .func:
                        Name(id='maximum') @319:21
                      .args:
                        Name(id='qlo_c') @319:29
                        BinOp(op='+') @319:36
                          .lhs:
                            Name(id='q_lo') @319:36
                          .rhs:
                            BinOp(op='*') @319:43
                              .lhs:
                                Name(id='m_a') @319:43
                              .rhs:
                                Name(id='BLOCK_M') @319:49
                Assign(targets=('qhi_c',)) @320:13
                  .value:
                    Call(kwargs=()) @320:21
                      .func:
                        Name(id='minimum') @320:21
                      .args:
                        Name(id='qhi_c') @320:29
                        BinOp(op='+') @320:36
                          .lhs:
                            Name(id='q_lo') @320:36
                          .rhs:
                            BinOp(op='*') @320:43
                              .lhs:
                                Name(id='m_b') @320:43
                              .rhs:
                                Name(id='BLOCK_M') @320:49
            Assign(targets=('acc_k',)) @321:9
              .value:
                Call(kwargs=()) @321:17
                  .func:
                    Name(id='zeros') @321:17
                  .args:
                    ListLit() @321:23
                      .elts:
                        Name(id='WG_N') @321:24
                        Name(id='D') @321:30
                    Name(id='f32') @321:34
            Assign(targets=('acc_v',)) @322:9
              .value:
                Call(kwargs=()) @322:17
                  .func:
                    Name(id='zeros') @322:17
                  .args:
                    ListLit() @322:23
                      .elts:
                        Name(id='WG_N') @322:24
                        Name(id='D') @322:30
                    Name(id='f32') @322:34
            Wait(phase=None) @323:9
              .target:
                Index() @323:14
                  .value:
                    Name(id='kv_ready') @323:14
                  .subs:
                    Name(id='ks') @323:23
            If() @324:9
              .cond:
                BinOp(op='==') @324:12
                  .lhs:
                    Name(id='TARGET') @324:12
                  .rhs:
                    Const(value='gluon') @324:22
              .body:
                Pipeline(var='j', slot='slot', ring='qd') @325:13
                  .iter:
                    Call(kwargs=()) @325:27
                      .func:
                        Name(id='range') @325:27
                      .args:
                        Name(id='steps') @325:33
                  .stages:
                    Name(id='STAGES') @325:53
                  .body:
                    Assign(targets=('mb',)) @326:17
                      .value:
                        BinOp(op='%') @326:22
                          .lhs:
                            Name(id='j') @326:22
                          .rhs:
                            Name(id='n_m1') @326:26
                    Wait(phase=None) @327:17
                      .target:
                        Index() @327:22
                          .value:
                            Name(id='qd_ready') @327:22
                          .subs:
                            Name(id='slot') @327:31
                    If(orelse=()) @328:17
                      .cond:
                        BoolOp(op='and') @328:20
                          .values:
                            BinOp(op='>=') @328:20
                              .lhs:
                                Name(id='mb') @328:20
                              .rhs:
                                Name(id='m_a') @328:26
                            BinOp(op='<') @328:34
                              .lhs:
                                Name(id='mb') @328:34
                              .rhs:
                                Name(id='m_b') @328:39
                      .body:
                        Assign(targets=('acc_k', 'acc_v')) @329:21
                          .value:
                            Call(kwargs=()) @329:36
                              .func:
                                Name(id='dkdv_step') @329:36
                              .args:
                                Index() @329:46
                                  .value:
                                    Name(id='k_tile') @329:46
                                  .subs:
                                    Name(id='mine') @329:53
                                Index() @329:60
                                  .value:
                                    Name(id='v_tile') @329:60
                                  .subs:
                                    Name(id='mine') @329:67
                                Index() @329:74
                                  .value:
                                    Name(id='q_ring') @329:74
                                  .subs:
                                    Name(id='slot') @329:81
                                Index() @329:88
                                  .value:
                                    Name(id='do_ring') @329:88
                                  .subs:
                                    Name(id='slot') @329:96
                                BinOp(op='+') @329:103
                                  .lhs:
                                    BinOp(op='*') @329:103
                                      .lhs:
                                        Name(id='kvh') @329:103
                                      .rhs:
                                        Name(id='group') @329:109
                                  .rhs:
                                    BinOp(op='//') @329:117
                                      .lhs:
                                        Name(id='j') @329:117
                                      .rhs:
                                        Name(id='n_m1') @329:122
                                BinOp(op='+') @330:46
                                  .lhs:
                                    Name(id='q_lo') @330:46
                                  .rhs:
                                    BinOp(op='*') @330:53
                                      .lhs:
                                        Name(id='mb') @330:53
                                      .rhs:
                                        Name(id='BLOCK_M') @330:58
                                Name(id='qlo_c') @330:67
                                Name(id='qhi_c') @330:74
                                Name(id='lse2_t') @330:81
                                Name(id='delta_t') @330:89
                                Name(id='acc_k') @330:98
                                Name(id='acc_v') @330:105
                                Name(id='qk_scale') @330:112
                                Name(id='sm_scale') @331:46
                                Name(id='BLOCK_M') @331:56
                                Name(id='ACT') @331:65
                                Name(id='DT') @331:70
                    Arrive(count=None) @332:17
                      .target:
                        Index() @332:24
                          .value:
                            Name(id='qd_free') @332:24
                          .subs:
                            Name(id='slot') @332:32
              .orelse:
                Pipeline(var='j', slot='slot', ring='qd') @334:13
                  .iter:
                    Call(kwargs=()) @334:27
                      .func:
                        Name(id='range') @334:27
                      .args:
                        Name(id='steps') @334:33
                  .stages:
                    Name(id='STAGES') @334:53
                  .body:
                    Wait(phase=None) @335:17
                      .target:
                        Index() @335:22
                          .value:
                            Name(id='qd_ready') @335:22
                          .subs:
                            Name(id='slot') @335:31
                    Assign(targets=('acc_k', 'acc_v')) @336:17
                      .value:
                        Call(kwargs=()) @336:32
                          .func:
                            Name(id='dkdv_step') @336:32
                          .args:
                            Index() @336:42
                              .value:
                                Name(id='k_tile') @336:42
                              .subs:
                                Name(id='mine') @336:49
                            Index() @336:56
                              .value:
                                Name(id='v_tile') @336:56
                              .subs:
                                Name(id='mine') @336:63
                            Index() @336:70
                              .value:
                                Name(id='q_ring') @336:70
                              .subs:
                                Name(id='slot') @336:77
                            Index() @336:84
                              .value:
                                Name(id='do_ring') @336:84
                              .subs:
                                Name(id='slot') @336:92
                            BinOp(op='+') @336:99
                              .lhs:
                                BinOp(op='*') @336:99
                                  .lhs:
                                    Name(id='kvh') @336:99
                                  .rhs:
                                    Name(id='group') @336:105
                              .rhs:
                                BinOp(op='//') @336:113
                                  .lhs:
                                    Name(id='j') @336:113
                                  .rhs:
                                    Name(id='n_m1') @336:118
                            BinOp(op='+') @337:42
                              .lhs:
                                Name(id='q_lo') @337:42
                              .rhs:
                                BinOp(op='*') @337:50
                                  .lhs:
                                    BinOp(op='%') @337:50
                                      .lhs:
                                        Name(id='j') @337:50
                                      .rhs:
                                        Name(id='n_m1') @337:54
                                  .rhs:
                                    Name(id='BLOCK_M') @337:62
                            Name(id='qlo_c') @337:71
                            Name(id='qhi_c') @337:78
                            Name(id='lse2_t') @337:85
                            Name(id='delta_t') @337:93
                            Name(id='acc_k') @337:102
                            Name(id='acc_v') @337:109
                            Name(id='qk_scale') @338:42
                            Name(id='sm_scale') @338:52
                            Name(id='BLOCK_M') @338:62
                            Name(id='ACT') @338:71
                            Name(id='DT') @338:76
                    Arrive(count=None) @339:17
                      .target:
                        Index() @339:24
                          .value:
                            Name(id='qd_free') @339:24
                          .subs:
                            Name(id='slot') @339:32
            Arrive(count=None) @340:9
              .target:
                Index() @340:16
                  .value:
                    Name(id='kv_free') @340:16
                  .subs:
                    Name(id='ks') @340:24
            If(orelse=()) @341:9
              .cond:
                Name(id='ISOLATE') @341:12
              .body:
                If(orelse=()) @342:13
                  .cond:
                    Call(kwargs=()) @342:16
                      .func:
                        Name(id='not_finite') @342:16
                      .args:
                        Name(id='acc_k') @342:27
                        Name(id='acc_v') @342:34
                  .body:
                    Assign(targets=('acc_k', 'acc_v')) @343:17
                      .value:
                        Call(kwargs=()) @343:32
                          .func:
                            Name(id='isolated_dkdv') @343:32
                          .args:
                            Name(id='q') @343:46
                            Name(id='k') @343:49
                            Name(id='v') @343:52
                            Name(id='d_o') @343:55
                            Name(id='lse2_t') @343:60
                            Name(id='delta_t') @343:68
                            Name(id='krows') @343:77
                            Name(id='kvh') @343:84
                            Name(id='group') @343:89
                            Name(id='qlo') @343:96
                            Name(id='qhi') @343:101
                            Name(id='qk_scale') @343:106
                            Name(id='sm_scale') @344:46
                            Name(id='ACT') @344:56
                            Name(id='DT') @344:61
                            Name(id='D') @344:65
            Assign(targets=('k_scale',)) @345:9
              .value:
                Name(id='sm_scale') @345:19
            Assign(targets=('v_scale',)) @346:9
              .value:
                Const(value=1.0) @346:19
            If(orelse=()) @347:9
              .cond:
                BinOp(op='==') @347:12
                  .lhs:
                    Name(id='ACT') @347:12
                  .rhs:
                    Const(value='silu') @347:19
              .body:
                Assign(targets=('k_scale',)) @348:13
                  .value:
                    BinOp(op='*') @348:23
                      .lhs:
                        Name(id='sm_scale') @348:23
                      .rhs:
                        Name(id='out_scale') @348:34
                Assign(targets=('v_scale',)) @349:13
                  .value:
                    Name(id='out_scale') @349:23
            Assign(targets=('live',)) @350:9
              .value:
                BinOp(op='<') @350:16
                  .lhs:
                    Name(id='krows') @350:16
                  .rhs:
                    Name(id='Tk') @350:24
            Store() @351:9
              .target:
                Name(id='dk') @351:9
              .subs:
                Index() @351:12
                  .value:
                    Name(id='krows') @351:12
                  .subs:
                    FullSlice() @351:18
                    Const(value=None) @351:21
                Name(id='kvh') @351:28
                Index() @351:33
                  .value:
                    Call(kwargs=()) @351:33
                      .func:
                        Name(id='arange') @351:33
                      .args:
                        Name(id='D') @351:40
                  .subs:
                    Const(value=None) @351:43
                    FullSlice() @351:49
              .value:
                Call(kwargs=()) @351:55
                  .func:
                    Name(id='cast') @351:55
                  .args:
                    BinOp(op='*') @351:60
                      .lhs:
                        Name(id='acc_k') @351:60
                      .rhs:
                        Name(id='k_scale') @351:68
                    Name(id='DT') @351:77
              .mask:
                Index() @351:87
                  .value:
                    Name(id='live') @351:87
                  .subs:
                    FullSlice() @351:92
                    Const(value=None) @351:95
            Store() @352:9
              .target:
                Name(id='dv') @352:9
              .subs:
                Index() @352:12
                  .value:
                    Name(id='krows') @352:12
                  .subs:
                    FullSlice() @352:18
                    Const(value=None) @352:21
                Name(id='kvh') @352:28
                Index() @352:33
                  .value:
                    Call(kwargs=()) @352:33
                      .func:
                        Name(id='arange') @352:33
                      .args:
                        Name(id='D') @352:40
                  .subs:
                    Const(value=None) @352:43
                    FullSlice() @352:49
              .value:
                Call(kwargs=()) @352:55
                  .func:
                    Name(id='cast') @352:55
                  .args:
                    BinOp(op='*') @352:60
                      .lhs:
                        Name(id='acc_v') @352:60
                      .rhs:
                        Name(id='v_scale') @352:68
                    Name(id='DT') @352:77
              .mask:
                Index() @352:87
                  .value:
                    Name(id='live') @352:87
                  .subs:
                    FullSlice() @352:92
                    Const(value=None) @352:95