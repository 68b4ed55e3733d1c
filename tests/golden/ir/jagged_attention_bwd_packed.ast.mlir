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
        Param(name='OUT_TMA', kind='const', dtype=None, dims=(), offsets=None) @163:32
          .default:
            Const(value=False) @163:49
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
        Assign(targets=('Q_TMA',)) @171:5
          .value:
            BoolOp(op='and') @171:13
              .values:
                Name(id='OUT_TMA') @171:13
                BinOp(op='==') @171:25
                  .lhs:
                    Name(id='TARGET') @171:25
                  .rhs:
                    Const(value='gluon') @171:35
        SmemDecl(name='q_tile', options=()) @173:5
          .stages:
            BinOp(op='*') @173:17
              .lhs:
                Const(value=2) @173:17
              .rhs:
                BinOp(op='//') @173:22
                  .lhs:
                    Name(id='BLOCK_M') @173:22
                  .rhs:
                    Name(id='WG_M') @173:33
          .dtype:
            Name(id='DT') @173:41
          .shape:
            Name(id='WG_M') @173:44
            Name(id='D') @173:50
        SmemDecl(name='do_tile', options=()) @174:5
          .stages:
            BinOp(op='*') @174:18
              .lhs:
                Const(value=2) @174:18
              .rhs:
                BinOp(op='//') @174:23
                  .lhs:
                    Name(id='BLOCK_M') @174:23
                  .rhs:
                    Name(id='WG_M') @174:34
          .dtype:
            Name(id='DT') @174:42
          .shape:
            Name(id='WG_M') @174:45
            Name(id='D') @174:51
        SmemDecl(name='k_ring', options=()) @175:5
          .stages:
            Name(id='STAGES') @175:17
          .dtype:
            Name(id='DT') @175:26
          .shape:
            Name(id='BLOCK_N') @175:29
            Name(id='D') @175:38
        SmemDecl(name='v_ring', options=()) @176:5
          .stages:
            Name(id='STAGES') @176:17
          .dtype:
            Name(id='DT') @176:26
          .shape:
            Name(id='BLOCK_N') @176:29
            Name(id='D') @176:38
        BarrierDecl(name='q_ready', kwargs=()) @177:5
          .size:
            Const(value=2) @177:21
        BarrierDecl(name='q_free') @178:5
          .size:
            Const(value=2) @178:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @178:29
                .lhs:
                  Name(id='BLOCK_M') @178:29
                .rhs:
                  Name(id='WG_M') @178:40
            )
        BarrierDecl(name='kv_ready', kwargs=()) @179:5
          .size:
            Name(id='STAGES') @179:22
        BarrierDecl(name='kv_free') @180:5
          .size:
            Name(id='STAGES') @180:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @180:35
                .lhs:
                  Name(id='BLOCK_M') @180:35
                .rhs:
                  Name(id='WG_M') @180:46
            )
        Assign(targets=('r_last',)) @184:5
          .value:
            BinOp(op='-') @184:14
              .lhs:
                Call(kwargs=()) @184:14
                  .func:
                    Name(id='minimum') @184:14
                  .args:
                    BinOp(op='*') @184:23
                      .lhs:
                        BinOp(op='+') @184:23
                          .lhs:
                            Name(id='m') @184:23
                          .rhs:
                            Const(value=1) @184:27
                      .rhs:
                        Name(id='BLOCK_M') @184:32
                    Name(id='Tq') @184:41
              .rhs:
                Const(value=1) @184:47
        Assign(targets=('first',)) @185:5
          .value:
            Index() @185:13
              .value:
                Name(id='seg_q') @185:13
              .subs:
                BinOp(op='*') @185:19
                  .lhs:
                    Name(id='m') @185:19
                  .rhs:
                    Name(id='BLOCK_M') @185:23
        Assign(targets=('last_seq',)) @186:5
          .value:
            Index() @186:16
              .value:
                Name(id='seg_q') @186:16
              .subs:
                Name(id='r_last') @186:22
        Assign(targets=('k_lo',)) @187:5
          .value:
            Call(kwargs=()) @187:12
              .func:
                Name(id='minimum') @187:12
              .args:
                Call(kwargs=()) @187:20
                  .func:
                    Name(id='maximum') @187:20
                  .args:
                    Index() @187:28
                      .value:
                        Name(id='cu_k') @187:28
                      .subs:
                        Name(id='first') @187:33
                    Const(value=0) @187:41
                Name(id='Tk') @187:45
        Assign(targets=('k_hi',)) @188:5
          .value:
            Call(kwargs=()) @188:12
              .func:
                Name(id='minimum') @188:12
              .args:
                Call(kwargs=()) @188:20
                  .func:
                    Name(id='maximum') @188:20
                  .args:
                    Index() @188:28
                      .value:
                        Name(id='cu_k') @188:28
                      .subs:
                        BinOp(op='+') @188:33
                          .lhs:
                            Name(id='last_seq') @188:33
                          .rhs:
                            Const(value=1) @188:44
                    Const(value=0) @188:48
                Name(id='Tk') @188:52
        If(orelse=()) @189:5
          .cond:
            Name(id='CAUSAL') @189:8
          .body:
            Assign(targets=('k_hi',)) @190:9
              .value:
                Call(kwargs=()) @190:16
                  .func:
                    Name(id='maximum') @190:16
                  .args:
                    Call(kwargs=()) @190:24
                      .func:
                        Name(id='minimum') @190:24
                      .args:
                        Call(kwargs=()) @190:32
                          .func:
                            Name(id='maximum') @190:32
                          .args:
                            Index() @190:40
                              .value:
                                Name(id='cu_k') @190:40
                              .subs:
                                Name(id='last_seq') @190:45
                            Const(value=0) @190:56
                        Name(id='Tk') @190:60
                    Call(kwargs=()) @190:65
                      .func:
                        Name(id='minimum') @190:65
                      .args:
                        Name(id='k_hi') @190:73
                        BinOp(op='-') @190:79
                          .lhs:
                            BinOp(op='+') @190:79
                              .lhs:
                                BinOp(op='+') @190:79
                                  .lhs:
                                    Name(id='r_last') @190:79
                                  .rhs:
                                    Const(value=1) @190:88
                              .rhs:
                                Name(id='k_hi') @190:92
                          .rhs:
                            Call(kwargs=()) @190:99
                              .func:
                                Name(id='minimum') @190:99
                              .args:
                                Call(kwargs=()) @190:107
                                  .func:
                                    Name(id='maximum') @190:107
                                  .args:
                                    Index() @190:115
                                      .value:
                                        Name(id='cu_q') @190:115
                                      .subs:
                                        BinOp(op='+') @190:120
                                          .lhs:
                                            Name(id='last_seq') @190:120
                                          .rhs:
                                            Const(value=1) @190:131
                                    Const(value=0) @190:135
                                Name(id='Tq') @190:139
        Assign(targets=('n_blocks',)) @191:5
          .value:
            Call(kwargs=()) @191:16
              .func:
                Name(id='cdiv') @191:16
              .args:
                Call(kwargs=()) @191:21
                  .func:
                    Name(id='maximum') @191:21
                  .args:
                    BinOp(op='-') @191:29
                      .lhs:
                        Name(id='k_hi') @191:29
                      .rhs:
                        Name(id='k_lo') @191:36
                    Const(value=0) @191:42
                Name(id='BLOCK_N') @191:46
        Assign(targets=('kv_head',)) @192:5
          .value:
            BinOp(op='//') @192:15
              .lhs:
                Name(id='head') @192:15
              .rhs:
                BinOp(op='//') @192:24
                  .lhs:
                    Name(id='H') @192:24
                  .rhs:
                    Name(id='HKV') @192:29
        Role(name='load', replica=None) @194:5
          .kwargs:
            (
              'warps'
              Const(value=1) @194:21
            )
            (
              'regs'
              Const(value=24) @194:29
            )
          .body:
            Assign(targets=('qs',)) @195:9
              .value:
                BinOp(op='%') @195:14
                  .lhs:
                    Name(id='tile_index') @195:14
                  .rhs:
                    Const(value=2) @195:27
            Wait(phase=None) @196:9
              .target:
                Index() @196:14
                  .value:
                    Name(id='q_free') @196:14
                  .subs:
                    Name(id='qs') @196:21
            Expect() @197:9
              .target:
                Index() @197:16
                  .value:
                    Name(id='q_ready') @197:16
                  .subs:
                    Name(id='qs') @197:24
              .nbytes:
                BinOp(op='*') @197:29
                  .lhs:
                    BinOp(op='*') @197:29
                      .lhs:
                        Const(value=2) @197:29
                      .rhs:
                        Name(id='NWG') @197:33
                  .rhs:
                    Call(kwargs=()) @197:39
                      .func:
                        Name(id='bytes') @197:39
                      .args:
                        Name(id='q_tile') @197:45
            For(var='i') @198:9
              .iter:
                Call(kwargs=()) @198:18
                  .func:
                    Name(id='static_range') @198:18
                  .args:
                    Name(id='NWG') @198:31
              .body:
                Tma() @199:13
                  .dst:
                    Index() @199:17
                      .value:
                        Name(id='q_tile') @199:17
                      .subs:
                        BinOp(op='+') @199:24
                          .lhs:
                            BinOp(op='*') @199:24
                              .lhs:
                                Name(id='qs') @199:24
                              .rhs:
                                Name(id='NWG') @199:29
                          .rhs:
                            Name(id='i') @199:35
                  .src:
                    Index() @199:41
                      .value:
                        Name(id='q') @199:41
                      .subs:
                        BinOp(op='+') @199:43
                          .lhs:
                            BinOp(op='*') @199:43
                              .lhs:
                                Name(id='NWG') @199:43
                              .rhs:
                                Name(id='m') @199:49
                          .rhs:
                            Name(id='i') @199:53
                        Name(id='head') @199:56
                  .signals:
                    Index() @199:70
                      .value:
                        Name(id='q_ready') @199:70
                      .subs:
                        Name(id='qs') @199:78
                Tma() @200:13
                  .dst:
                    Index() @200:17
                      .value:
                        Name(id='do_tile') @200:17
                      .subs:
                        BinOp(op='+') @200:25
                          .lhs:
                            BinOp(op='*') @200:25
                              .lhs:
                                Name(id='qs') @200:25
                              .rhs:
                                Name(id='NWG') @200:30
                          .rhs:
                            Name(id='i') @200:36
                  .src:
                    Index() @200:42
                      .value:
                        Name(id='d_o') @200:42
                      .subs:
                        BinOp(op='+') @200:46
                          .lhs:
                            BinOp(op='*') @200:46
                              .lhs:
                                Name(id='NWG') @200:46
                              .rhs:
                                Name(id='m') @200:52
                          .rhs:
                            Name(id='i') @200:56
                        Name(id='head') @200:59
                  .signals:
                    Index() @200:73
                      .value:
                        Name(id='q_ready') @200:73
                      .subs:
                        Name(id='qs') @200:81
            Pipeline(var='n', slot='slot', ring='kv') @201:9
              .iter:
                Call(kwargs=()) @201:23
                  .func:
                    Name(id='range') @201:23
                  .args:
                    Name(id='n_blocks') @201:29
              .stages:
                Name(id='STAGES') @201:52
              .body:
                Wait(phase=None) @202:13
                  .target:
                    Index() @202:18
                      .value:
                        Name(id='kv_free') @202:18
                      .subs:
                        Name(id='slot') @202:26
                Expect() @203:13
                  .target:
                    Index() @203:20
                      .value:
                        Name(id='kv_ready') @203:20
                      .subs:
                        Name(id='slot') @203:29
                  .nbytes:
                    BinOp(op='+') @203:36
                      .lhs:
                        Call(kwargs=()) @203:36
                          .func:
                            Name(id='bytes') @203:36
                          .args:
                            Name(id='k_ring') @203:42
                      .rhs:
                        Call(kwargs=()) @203:52
                          .func:
                            Name(id='bytes') @203:52
                          .args:
                            Name(id='v_ring') @203:58
                Tma() @204:13
                  .dst:
                    Index() @204:17
                      .value:
                        Name(id='k_ring') @204:17
                      .subs:
                        Name(id='slot') @204:24
                  .src:
                    Index() @204:33
                      .value:
                        Name(id='k') @204:33
                      .subs:
                        Call(kwargs=()) @204:35
                          .func:
                            Name(id='at') @204:35
                          .args:
                            BinOp(op='+') @204:38
                              .lhs:
                                Name(id='k_lo') @204:38
                              .rhs:
                                BinOp(op='*') @204:45
                                  .lhs:
                                    Name(id='n') @204:45
                                  .rhs:
                                    Name(id='BLOCK_N') @204:49
                        Name(id='kv_head') @204:59
                  .signals:
                    Index() @204:76
                      .value:
                        Name(id='kv_ready') @204:76
                      .subs:
                        Name(id='slot') @204:85
                Tma() @205:13
                  .dst:
                    Index() @205:17
                      .value:
                        Name(id='v_ring') @205:17
                      .subs:
                        Name(id='slot') @205:24
                  .src:
                    Index() @205:33
                      .value:
                        Name(id='v') @205:33
                      .subs:
                        Call(kwargs=()) @205:35
                          .func:
                            Name(id='at') @205:35
                          .args:
                            BinOp(op='+') @205:38
                              .lhs:
                                Name(id='k_lo') @205:38
                              .rhs:
                                BinOp(op='*') @205:45
                                  .lhs:
                                    Name(id='n') @205:45
                                  .rhs:
                                    Name(id='BLOCK_N') @205:49
                        Name(id='kv_head') @205:59
                  .signals:
                    Index() @205:76
                      .value:
                        Name(id='kv_ready') @205:76
                      .subs:
                        Name(id='slot') @205:85
        Role(name='compute', replica='wg') @207:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @207:29
            )
            (
              'regs'
              Name(id='REGS') @207:39
            )
          .body:
            Assign(targets=('qk_scale',)) @208:9
              .value:
                BinOp(op='*') @208:20
                  .lhs:
                    Name(id='sm_scale') @208:20
                  .rhs:
                    Name(id='LOG2E') @208:31
            Assign(targets=('rows',)) @209:9
              .value:
                BinOp(op='+') @209:16
                  .lhs:
                    BinOp(op='+') @209:16
                      .lhs:
                        BinOp(op='*') @209:16
                          .lhs:
                            Name(id='m') @209:16
                          .rhs:
                            Name(id='BLOCK_M') @209:20
                      .rhs:
                        BinOp(op='*') @209:30
                          .lhs:
                            Name(id='wg') @209:30
                          .rhs:
                            Name(id='WG_M') @209:35
                  .rhs:
                    Call(kwargs=()) @209:42
                      .func:
                        Name(id='arange') @209:42
                      .args:
                        Name(id='WG_M') @209:49
            Assign(targets=('in_q',)) @210:9
              .value:
                BinOp(op='<') @210:16
                  .lhs:
                    Name(id='rows') @210:16
                  .rhs:
                    Name(id='Tq') @210:23
            Assign(targets=('qs',)) @211:9
              .value:
                BinOp(op='%') @211:14
                  .lhs:
                    Name(id='tile_index') @211:14
                  .rhs:
                    Const(value=2) @211:27
            Assign(targets=('mine',)) @212:9
              .value:
                BinOp(op='+') @212:16
                  .lhs:
                    BinOp(op='*') @212:16
                      .lhs:
                        Name(id='qs') @212:16
                      .rhs:
                        Name(id='NWG') @212:21
                  .rhs:
                    Name(id='wg') @212:27
            Assign(targets=('lo', 'hi')) @213:9
              .value:
                Call(kwargs=()) @213:18
                  .func:
                    Name(id='row_keys') @213:18
                  .args:
                    Name(id='rows') @213:27
                    Name(id='seg_q') @213:33
                    Name(id='cu_q') @213:40
                    Name(id='cu_k') @213:46
                    Name(id='Tq') @213:52
                    Name(id='Tk') @213:56
                    Name(id='CAUSAL') @213:60
            Assign(targets=('n_a',)) @215:9
              .value:
                Call(kwargs=()) @215:15
                  .func:
                    Name(id='minimum') @215:15
                  .args:
                    Call(kwargs=()) @215:23
                      .func:
                        Name(id='maximum') @215:23
                      .args:
                        BinOp(op='//') @215:32
                          .lhs:
                            BinOp(op='-') @215:32
                              .lhs:
                                Call(kwargs=()) @215:32
                                  .func:
                                    Name(id='minimum') @215:32
                                  .args:
                                    Call(kwargs=()) @215:40
                                      .func:
                                        Name(id='maximum') @215:40
                                      .args:
                                        Call() @215:48
                                          .func:
                                            Name(id='min') @215:48
                                          .args:
                                            Name(id='lo') @215:52
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @215:61
                                            )
                                        Const(value=0) @215:65
                                    Name(id='Tk') @215:69
                              .rhs:
                                Name(id='k_lo') @215:75
                          .rhs:
                            Name(id='BLOCK_N') @215:84
                        Const(value=0) @215:93
                    Name(id='n_blocks') @215:97
            Assign(targets=('n_b',)) @216:9
              .value:
                Call(kwargs=()) @216:15
                  .func:
                    Name(id='maximum') @216:15
                  .args:
                    Call(kwargs=()) @216:23
                      .func:
                        Name(id='minimum') @216:23
                      .args:
                        Call(kwargs=()) @216:31
                          .func:
                            Name(id='cdiv') @216:31
                          .args:
                            BinOp(op='-') @216:36
                              .lhs:
                                Call(kwargs=()) @216:36
                                  .func:
                                    Name(id='minimum') @216:36
                                  .args:
                                    Call(kwargs=()) @216:44
                                      .func:
                                        Name(id='maximum') @216:44
                                      .args:
                                        Call() @216:52
                                          .func:
                                            Name(id='max') @216:52
                                          .args:
                                            Name(id='hi') @216:56
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @216:65
                                            )
                                        Const(value=0) @216:69
                                    Name(id='Tk') @216:73
                              .rhs:
                                Name(id='k_lo') @216:79
                            Name(id='BLOCK_N') @216:85
                        Name(id='n_blocks') @216:95
                    Name(id='n_a') @216:106
            Assign(targets=('lse2',)) @217:9
              .value:
                Call(kwargs=()) @217:16
                  .func:
                    Name(id='zeros') @217:16
                  .args:
                    ListLit() @217:22
                      .elts:
                        Name(id='WG_M') @217:23
                    Name(id='f32') @217:30
            Assign(targets=('dlt',)) @218:9
              .value:
                Call(kwargs=()) @218:15
                  .func:
                    Name(id='zeros') @218:15
                  .args:
                    ListLit() @218:21
                      .elts:
                        Name(id='WG_M') @218:22
                    Name(id='f32') @218:29
            If(orelse=()) @219:9
              .cond:
                BinOp(op='==') @219:12
                  .lhs:
                    Name(id='ACT') @219:12
                  .rhs:
                    Const(value='softmax') @219:19
              .body:
                Assign(targets=('lse2',)) @220:13
                  .value:
                    BinOp(op='*') @220:20
                      .lhs:
                        Index() @220:20
                          .value:
                            Name(id='lse') @220:20
                          .subs:
                            Name(id='rows') @220:24
                            Name(id='head') @220:30
                      .rhs:
                        Name(id='LOG2E') @220:38
                Assign(targets=('o_rows',)) @221:13
                  .value:
                    Call(kwargs=()) @221:22
                      .func:
                        Name(id='cast') @221:22
                      .args:
                        Index() @221:27
                          .value:
                            Name(id='o') @221:27
                          .subs:
                            Index() @221:29
                              .value:
                                Name(id='rows') @221:29
                              .subs:
                                FullSlice() @221:34
                                Const(value=None) @221:37
                            Name(id='head') @221:44
                            Index() @221:50
                              .value:
                                Call(kwargs=()) @221:50
                                  .func:
                                    Name(id='arange') @221:50
                                  .args:
                                    Name(id='D') @221:57
                              .subs:
                                Const(value=None) @221:60
                                FullSlice() @221:66
                        Name(id='f32') @221:71
                Assign(targets=('dlt',)) @222:13
                  .value:
                    Unary(op='-') @222:19
                      .operand:
                        Index() @222:20
                          .value:
                            Name(id='dlse') @222:20
                          .subs:
                            Name(id='rows') @222:25
                            Name(id='head') @222:31
            Assign(targets=('acc',)) @223:9
              .value:
                Call(kwargs=()) @223:15
                  .func:
                    Name(id='zeros') @223:15
                  .args:
                    ListLit() @223:21
                      .elts:
                        Name(id='WG_M') @223:22
                        Name(id='D') @223:28
                    Name(id='f32') @223:32
            Wait(phase=None) @224:9
              .target:
                Index() @224:14
                  .value:
                    Name(id='q_ready') @224:14
                  .subs:
                    Name(id='qs') @224:22
            If(orelse=()) @225:9
              .cond:
                BinOp(op='==') @225:12
                  .lhs:
                    Name(id='ACT') @225:12
                  .rhs:
                    Const(value='softmax') @225:19
              .body:
                Assign(targets=('dlt',)) @226:13
                  .value:
                    BinOp(op='+') @226:19
                      .lhs:
                        Name(id='dlt') @226:19
                      .rhs:
                        Call() @226:25
                          .func:
                            Name(id='sum') @226:25
                          .args:
                            BinOp(op='*') @226:29
                              .lhs:
                                Name(id='o_rows') @226:29
                              .rhs:
                                Call(kwargs=()) @226:38
                                  .func:
                                    Name(id='cast') @226:38
                                  .args:
                                    Call(kwargs=()) @226:43
                                      .func:
                                        Name(id='load') @226:43
                                      .args:
                                        Index() @226:48
                                          .value:
                                            Name(id='do_tile') @226:48
                                          .subs:
                                            Name(id='mine') @226:56
                                    Name(id='f32') @226:64
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @226:75
                            )
                Store() @227:13
                  .target:
                    Name(id='lse2_t') @227:13
                  .subs:
                    Name(id='head') @227:20
                    Name(id='rows') @227:26
                  .value:
                    Name(id='lse2') @227:34
                  .mask:
                    Name(id='in_q') @227:45
                Store() @228:13
                  .target:
                    Name(id='delta_t') @228:13
                  .subs:
                    Name(id='head') @228:21
                    Name(id='rows') @228:27
                  .value:
                    Name(id='dlt') @228:35
                  .mask:
                    Name(id='in_q') @228:45
            Assign(targets=('lo_c',)) @229:9
              .value:
                Index() @229:16
                  .value:
                    Name(id='lo') @229:16
                  .subs:
                    FullSlice() @229:19
                    Const(value=None) @229:22
            Assign(targets=('hi_c',)) @230:9
              .value:
                Index() @230:16
                  .value:
                    Name(id='hi') @230:16
                  .subs:
                    FullSlice() @230:19
                    Const(value=None) @230:22
            If(orelse=()) @231:9
              .cond:
                BinOp(op='!=') @231:12
                  .lhs:
                    Name(id='TARGET') @231:12
                  .rhs:
                    Const(value='gluon') @231:22
              .body:
                Assign(targets=('lo_c',)) @234:13
                  .value:
                    Call(kwargs=()) @234:20
                      .func:
                        Name(id='maximum') @234:20
                      .args:
                        Name(id='lo_c') @234:28
                        BinOp(op='+') @234:34
                          .lhs:
                            Name(id='k_lo') @234:34
                          .rhs:
                            BinOp(op='*') @234:41
                              .lhs:
                                Name(id='n_a') @234:41
                              .rhs:
                                Name(id='BLOCK_N') @234:47
                Assign(targets=('hi_c',)) @235:13
                  .value:
                    Call(kwargs=()) @235:20
                      .func:
                        Name(id='minimum') @235:20
                      .args:
                        Name(id='hi_c') @235:28
                        BinOp(op='+') @235:34
                          .lhs:
                            Name(id='k_lo') @235:34
                          .rhs:
                            BinOp(op='*') @235:41
                              .lhs:
                                Name(id='n_b') @235:41
                              .rhs:
                                Name(id='BLOCK_N') @235:47
            If() @236:9
              .cond:
                BinOp(op='==') @236:12
                  .lhs:
                    Name(id='TARGET') @236:12
                  .rhs:
                    Const(value='gluon') @236:22
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @239:13
                  .iter:
                    Call(kwargs=()) @239:27
                      .func:
                        Name(id='range') @239:27
                      .args:
                        Name(id='n_blocks') @239:33
                  .stages:
                    Name(id='STAGES') @239:56
                  .body:
                    Wait(phase=None) @240:17
                      .target:
                        Index() @240:22
                          .value:
                            Name(id='kv_ready') @240:22
                          .subs:
                            Name(id='slot') @240:31
                    If(orelse=()) @241:17
                      .cond:
                        BoolOp(op='and') @241:20
                          .values:
                            BinOp(op='>=') @241:20
                              .lhs:
                                Name(id='n') @241:20
                              .rhs:
                                Name(id='n_a') @241:25
                            BinOp(op='<') @241:33
                              .lhs:
                                Name(id='n') @241:33
                              .rhs:
                                Name(id='n_b') @241:37
                      .body:
                        Assign(targets=('acc',)) @242:21
                          .value:
                            Call(kwargs=()) @242:27
                              .func:
                                Name(id='dq_step') @242:27
                              .args:
                                Index() @242:35
                                  .value:
                                    Name(id='q_tile') @242:35
                                  .subs:
                                    Name(id='mine') @242:42
                                Index() @242:49
                                  .value:
                                    Name(id='do_tile') @242:49
                                  .subs:
                                    Name(id='mine') @242:57
                                Index() @242:64
                                  .value:
                                    Name(id='k_ring') @242:64
                                  .subs:
                                    Name(id='slot') @242:71
                                Index() @242:78
                                  .value:
                                    Name(id='v_ring') @242:78
                                  .subs:
                                    Name(id='slot') @242:85
                                BinOp(op='+') @242:92
                                  .lhs:
                                    Name(id='k_lo') @242:92
                                  .rhs:
                                    BinOp(op='*') @242:99
                                      .lhs:
                                        Name(id='n') @242:99
                                      .rhs:
                                        Name(id='BLOCK_N') @242:103
                                Name(id='lo_c') @242:112
                                Name(id='hi_c') @243:35
                                Name(id='lse2') @243:41
                                Name(id='dlt') @243:47
                                Name(id='acc') @243:52
                                Name(id='qk_scale') @243:57
                                Name(id='sm_scale') @243:67
                                Name(id='BLOCK_N') @243:77
                                Name(id='ACT') @243:86
                                Name(id='DT') @243:91
                    Arrive(count=None) @244:17
                      .target:
                        Index() @244:24
                          .value:
                            Name(id='kv_free') @244:24
                          .subs:
                            Name(id='slot') @244:32
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @246:13
                  .iter:
                    Call(kwargs=()) @246:27
                      .func:
                        Name(id='range') @246:27
                      .args:
                        Name(id='n_blocks') @246:33
                  .stages:
                    Name(id='STAGES') @246:56
                  .body:
                    Wait(phase=None) @247:17
                      .target:
                        Index() @247:22
                          .value:
                            Name(id='kv_ready') @247:22
                          .subs:
                            Name(id='slot') @247:31
                    Assign(targets=('acc',)) @248:17
                      .value:
                        Call(kwargs=()) @248:23
                          .func:
                            Name(id='dq_step') @248:23
                          .args:
                            Index() @248:31
                              .value:
                                Name(id='q_tile') @248:31
                              .subs:
                                Name(id='mine') @248:38
                            Index() @248:45
                              .value:
                                Name(id='do_tile') @248:45
                              .subs:
                                Name(id='mine') @248:53
                            Index() @248:60
                              .value:
                                Name(id='k_ring') @248:60
                              .subs:
                                Name(id='slot') @248:67
                            Index() @248:74
                              .value:
                                Name(id='v_ring') @248:74
                              .subs:
                                Name(id='slot') @248:81
                            BinOp(op='+') @248:88
                              .lhs:
                                Name(id='k_lo') @248:88
                              .rhs:
                                BinOp(op='*') @248:95
                                  .lhs:
                                    Name(id='n') @248:95
                                  .rhs:
                                    Name(id='BLOCK_N') @248:99
                            Name(id='lo_c') @248:108
                            Name(id='hi_c') @248:114
                            Name(id='lse2') @249:31
                            Name(id='dlt') @249:37
                            Name(id='acc') @249:42
                            Name(id='qk_scale') @249:47
                            Name(id='sm_scale') @249:57
                            Name(id='BLOCK_N') @249:67
                            Name(id='ACT') @249:76
                            Name(id='DT') @249:81
                    Arrive(count=None) @250:17
                      .target:
                        Index() @250:24
                          .value:
                            Name(id='kv_free') @250:24
                          .subs:
                            Name(id='slot') @250:32
            If(orelse=()) @251:9
              .cond:
                Unary(op='not') @251:12
                  .operand:
                    Name(id='Q_TMA') @251:16
              .body:
                Arrive(count=None) @252:13
                  .target:
                    Index() @252:20
                      .value:
                        Name(id='q_free') @252:20
                      .subs:
                        Name(id='qs') @252:27
            If(orelse=()) @253:9
              .cond:
                Name(id='ISOLATE') @253:12
              .body:
                If(orelse=()) @254:13
                  .cond:
                    Call(kwargs=()) @254:16
                      .func:
                        Name(id='not_finite') @254:16
                      .args:
                        Name(id='acc') @254:27
                        Name(id='acc') @254:32
                  .body:
                    Assign(targets=('acc',)) @255:17
                      .value:
                        Call(kwargs=()) @255:23
                          .func:
                            Name(id='isolated_dq') @255:23
                          .args:
                            Name(id='q') @255:35
                            Name(id='k') @255:38
                            Name(id='v') @255:41
                            Name(id='d_o') @255:44
                            Name(id='rows') @255:49
                            Name(id='head') @255:55
                            Name(id='kv_head') @255:61
                            Name(id='lo') @255:70
                            Name(id='hi') @255:74
                            Name(id='lse2') @255:78
                            Name(id='dlt') @255:84
                            Name(id='qk_scale') @255:89
                            Name(id='sm_scale') @255:99
                            Name(id='ACT') @255:109
                            Name(id='DT') @255:114
                            Name(id='D') @256:35
            Assign(targets=('q_scale',)) @257:9
              .value:
                Name(id='sm_scale') @257:19
            If(orelse=()) @258:9
              .cond:
                BinOp(op='==') @258:12
                  .lhs:
                    Name(id='ACT') @258:12
                  .rhs:
                    Const(value='silu') @258:19
              .body:
                Assign(targets=('q_scale',)) @259:13
                  .value:
                    BinOp(op='*') @259:23
                      .lhs:
                        Name(id='sm_scale') @259:23
                      .rhs:
                        Name(id='out_scale') @259:34
            If() @260:9
              .cond:
                Name(id='Q_TMA') @260:12
              .body:
                ExprStmt() @261:13
                  .value:
                    Call(kwargs=()) @261:13
                      .func:
                        Name(id='store_smem') @261:13
                      .args:
                        Index() @261:24
                          .value:
                            Name(id='q_tile') @261:24
                          .subs:
                            Name(id='mine') @261:31
                        Call(kwargs=()) @261:38
                          .func:
                            Name(id='cast') @261:38
                          .args:
                            BinOp(op='*') @261:43
                              .lhs:
                                Name(id='acc') @261:43
                              .rhs:
                                Name(id='q_scale') @261:49
                            Name(id='DT') @261:58
                Fence() @262:13
                Tma(signals=None) @263:13
                  .dst:
                    Index() @263:17
                      .value:
                        Name(id='dq') @263:17
                      .subs:
                        BinOp(op='+') @263:20
                          .lhs:
                            BinOp(op='*') @263:20
                              .lhs:
                                Name(id='NWG') @263:20
                              .rhs:
                                Name(id='m') @263:26
                          .rhs:
                            Name(id='wg') @263:30
                        Name(id='head') @263:34
                  .src:
                    Index() @263:43
                      .value:
                        Name(id='q_tile') @263:43
                      .subs:
                        Name(id='mine') @263:50
                Arrive(count=None) @264:13
                  .target:
                    Index() @264:20
                      .value:
                        Name(id='q_free') @264:20
                      .subs:
                        Name(id='qs') @264:27
              .orelse:
                Store() @266:13
                  .target:
                    Name(id='dq') @266:13
                  .subs:
                    Index() @266:16
                      .value:
                        Name(id='rows') @266:16
                      .subs:
                        FullSlice() @266:21
                        Const(value=None) @266:24
                    Name(id='head') @266:31
                    Index() @266:37
                      .value:
                        Call(kwargs=()) @266:37
                          .func:
                            Name(id='arange') @266:37
                          .args:
                            Name(id='D') @266:44
                      .subs:
                        Const(value=None) @266:47
                        FullSlice() @266:53
                  .value:
                    Call(kwargs=()) @266:59
                      .func:
                        Name(id='cast') @266:59
                      .args:
                        BinOp(op='*') @266:64
                          .lhs:
                            Name(id='acc') @266:64
                          .rhs:
                            Name(id='q_scale') @266:70
                        Name(id='DT') @266:79
                  .mask:
                    Index() @266:89
                      .value:
                        Name(id='in_q') @266:89
                      .subs:
                        FullSlice() @266:94
                        Const(value=None) @266:97
    KernelDef(name='attn_bwd_packed_dkdv') @268:1
      .params:
        Param(name='q', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @269:9
          .dtype:
            Name(id='DT') @269:12
        Param(name='k', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @269:26
          .dtype:
            Name(id='DT') @269:29
        Param(name='v', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @269:45
          .dtype:
            Name(id='DT') @269:48
        Param(name='d_o', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @269:64
          .dtype:
            Name(id='DT') @269:69
        Param(name='lse2_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @270:9
          .dtype:
            Name(id='f32') @270:17
        Param(name='delta_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @270:29
          .dtype:
            Name(id='f32') @270:38
        Param(name='dk', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @270:50
          .dtype:
            Name(id='DT') @270:54
        Param(name='dv', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @270:70
          .dtype:
            Name(id='DT') @270:74
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @271:9
          .dtype:
            Name(id='i32') @271:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @271:25
          .dtype:
            Name(id='i32') @271:31
        Param(name='seg_q', kind='tensor', dims=('Tq',), offsets=None, default=None) @271:41
          .dtype:
            Name(id='i32') @271:48
        Param(name='seg_k', kind='tensor', dims=('Tk',), offsets=None, default=None) @271:57
          .dtype:
            Name(id='i32') @271:64
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @271:73
          .dtype:
            Name(id='f32') @271:83
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @271:88
          .dtype:
            Name(id='f32') @271:99
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @272:9
          .default:
            Name(id='f16') @272:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @272:26
          .default:
            Const(value=128) @272:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @272:42
          .default:
            Const(value=64) @272:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @272:63
          .default:
            Const(value=64) @272:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @272:84
          .default:
            Const(value=2) @272:100
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @273:9
          .default:
            Const(value=False) @273:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @273:32
          .default:
            Const(value='softmax') @273:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @273:56
          .default:
            Const(value=240) @273:70
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @273:75
          .default:
            Const(value=64) @273:89
        Param(name='WG_N', kind='const', dtype=None, dims=(), offsets=None) @273:93
          .default:
            Const(value=64) @273:107
        Param(name='ISOLATE', kind='const', dtype=None, dims=(), offsets=None) @274:9
          .default:
            Const(value=True) @274:26
        Param(name='OUT_TMA', kind='const', dtype=None, dims=(), offsets=None) @274:32
          .default:
            Const(value=False) @274:49
      .body:
        Require(message='KV heads divide the query heads') @275:5
          .cond:
            BoolOp(op='and') @275:13
              .values:
                BinOp(op='>') @275:13
                  .lhs:
                    Name(id='HKV') @275:13
                  .rhs:
                    Const(value=0) @275:19
                BinOp(op='==') @275:25
                  .lhs:
                    BinOp(op='%') @275:25
                      .lhs:
                        Name(id='H') @275:25
                      .rhs:
                        Name(id='HKV') @275:29
                  .rhs:
                    Const(value=0) @275:36
        Require(message='at most 2**30 - 1 query and key rows') @276:5
          .cond:
            BoolOp(op='and') @276:13
              .values:
                BinOp(op='<') @276:13
                  .lhs:
                    Name(id='Tq') @276:13
                  .rhs:
                    Const(value=1073741824) @276:18
                BinOp(op='<') @276:33
                  .lhs:
                    Name(id='Tk') @276:33
                  .rhs:
                    Const(value=1073741824) @276:38
        Require(message="a tile's (query head, query block) pairs stay below 2**31") @277:5
          .cond:
            BinOp(op='<=') @277:13
              .lhs:
                BinOp(op='*') @277:13
                  .lhs:
                    BinOp(op='//') @277:13
                      .lhs:
                        Name(id='H') @277:13
                      .rhs:
                        Name(id='HKV') @277:18
                  .rhs:
                    Call(kwargs=()) @277:24
                      .func:
                        Name(id='cdiv') @277:24
                      .args:
                        Name(id='Tq') @277:29
                        Name(id='BLOCK_M') @277:33
              .rhs:
                Const(value=2147483647) @277:45
        Require(message="a tile's (query head, query row) pairs stay below 2**31") @279:5
          .cond:
            BinOp(op='<=') @279:13
              .lhs:
                BinOp(op='*') @279:13
                  .lhs:
                    BinOp(op='//') @279:13
                      .lhs:
                        Name(id='H') @279:13
                      .rhs:
                        Name(id='HKV') @279:18
                  .rhs:
                    Name(id='Tq') @279:24
              .rhs:
                Const(value=2147483647) @279:30
        Tiles() @280:5
          .dims:
            (
              ('nb',)
              Call(kwargs=()) @280:17
                .func:
                  Name(id='range') @280:17
                .args:
                  Call(kwargs=()) @280:23
                    .func:
                      Name(id='cdiv') @280:23
                    .args:
                      Name(id='Tk') @280:28
                      Name(id='BLOCK_N') @280:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @280:50
                .func:
                  Name(id='range') @280:50
                .args:
                  Name(id='HKV') @280:56
            )
          .options:
            TileOption(id='persistent', arg=None) @280:61
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @281:5
          .cond:
            BinOp(op='==') @281:19
              .lhs:
                BinOp(op='%') @281:19
                  .lhs:
                    Name(id='BLOCK_N') @281:19
                  .rhs:
                    Name(id='WG_N') @281:29
              .rhs:
                Const(value=0) @281:37
        Assign(targets=('NWG',)) @282:5
          .value:
            BinOp(op='//') @282:11
              .lhs:
                Name(id='BLOCK_N') @282:11
              .rhs:
                Name(id='WG_N') @282:22
        Assign(targets=('group',)) @283:5
          .value:
            BinOp(op='//') @283:13
              .lhs:
                Name(id='H') @283:13
              .rhs:
                Name(id='HKV') @283:18
        Assign(targets=('KV_TMA',)) @286:5
          .value:
            BoolOp(op='and') @286:14
              .values:
                Name(id='OUT_TMA') @286:14
                BinOp(op='==') @286:26
                  .lhs:
                    Name(id='TARGET') @286:26
                  .rhs:
                    Const(value='gluon') @286:36
        SmemDecl(name='k_tile', options=()) @288:5
          .stages:
            BinOp(op='*') @288:17
              .lhs:
                Const(value=2) @288:17
              .rhs:
                BinOp(op='//') @288:22
                  .lhs:
                    Name(id='BLOCK_N') @288:22
                  .rhs:
                    Name(id='WG_N') @288:33
          .dtype:
            Name(id='DT') @288:41
          .shape:
            Name(id='WG_N') @288:44
            Name(id='D') @288:50
        SmemDecl(name='v_tile', options=()) @289:5
          .stages:
            BinOp(op='*') @289:17
              .lhs:
                Const(value=2) @289:17
              .rhs:
                BinOp(op='//') @289:22
                  .lhs:
                    Name(id='BLOCK_N') @289:22
                  .rhs:
                    Name(id='WG_N') @289:33
          .dtype:
            Name(id='DT') @289:41
          .shape:
            Name(id='WG_N') @289:44
            Name(id='D') @289:50
        SmemDecl(name='q_ring', options=()) @290:5
          .stages:
            Name(id='STAGES') @290:17
          .dtype:
            Name(id='DT') @290:26
          .shape:
            Name(id='BLOCK_M') @290:29
            Name(id='D') @290:38
        SmemDecl(name='do_ring', options=()) @291:5
          .stages:
            Name(id='STAGES') @291:18
          .dtype:
            Name(id='DT') @291:27
          .shape:
            Name(id='BLOCK_M') @291:30
            Name(id='D') @291:39
        BarrierDecl(name='kv_ready', kwargs=()) @292:5
          .size:
            Const(value=2) @292:22
        BarrierDecl(name='kv_free') @293:5
          .size:
            Const(value=2) @293:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @293:30
                .lhs:
                  Name(id='BLOCK_N') @293:30
                .rhs:
                  Name(id='WG_N') @293:41
            )
        BarrierDecl(name='qd_ready', kwargs=()) @294:5
          .size:
            Name(id='STAGES') @294:22
        BarrierDecl(name='qd_free') @295:5
          .size:
            Name(id='STAGES') @295:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @295:35
                .lhs:
                  Name(id='BLOCK_N') @295:35
                .rhs:
                  Name(id='WG_N') @295:46
            )
        Assign(targets=('r_last',)) @299:5
          .value:
            BinOp(op='-') @299:14
              .lhs:
                Call(kwargs=()) @299:14
                  .func:
                    Name(id='minimum') @299:14
                  .args:
                    BinOp(op='*') @299:23
                      .lhs:
                        BinOp(op='+') @299:23
                          .lhs:
                            Name(id='nb') @299:23
                          .rhs:
                            Const(value=1) @299:28
                      .rhs:
                        Name(id='BLOCK_N') @299:33
                    Name(id='Tk') @299:42
              .rhs:
                Const(value=1) @299:48
        Assign(targets=('first',)) @300:5
          .value:
            Index() @300:13
              .value:
                Name(id='seg_k') @300:13
              .subs:
                BinOp(op='*') @300:19
                  .lhs:
                    Name(id='nb') @300:19
                  .rhs:
                    Name(id='BLOCK_N') @300:24
        Assign(targets=('last_seq',)) @301:5
          .value:
            Index() @301:16
              .value:
                Name(id='seg_k') @301:16
              .subs:
                Name(id='r_last') @301:22
        Assign(targets=('q_lo',)) @302:5
          .value:
            Call(kwargs=()) @302:12
              .func:
                Name(id='minimum') @302:12
              .args:
                Call(kwargs=()) @302:20
                  .func:
                    Name(id='maximum') @302:20
                  .args:
                    Index() @302:28
                      .value:
                        Name(id='cu_q') @302:28
                      .subs:
                        Name(id='first') @302:33
                    Const(value=0) @302:41
                Name(id='Tq') @302:45
        Assign(targets=('q_hi',)) @303:5
          .value:
            Call(kwargs=()) @303:12
              .func:
                Name(id='minimum') @303:12
              .args:
                Call(kwargs=()) @303:20
                  .func:
                    Name(id='maximum') @303:20
                  .args:
                    Index() @303:28
                      .value:
                        Name(id='cu_q') @303:28
                      .subs:
                        BinOp(op='+') @303:33
                          .lhs:
                            Name(id='last_seq') @303:33
                          .rhs:
                            Const(value=1) @303:44
                    Const(value=0) @303:48
                Name(id='Tq') @303:52
        Assign(targets=('n_m',)) @304:5
          .value:
            Call(kwargs=()) @304:11
              .func:
                Name(id='cdiv') @304:11
              .args:
                Call(kwargs=()) @304:16
                  .func:
                    Name(id='maximum') @304:16
                  .args:
                    BinOp(op='-') @304:24
                      .lhs:
                        Name(id='q_hi') @304:24
                      .rhs:
                        Name(id='q_lo') @304:31
                    Const(value=0) @304:37
                Name(id='BLOCK_M') @304:41
        Assign(targets=('steps',)) @305:5
          .value:
            BinOp(op='*') @305:13
              .lhs:
                Name(id='group') @305:13
              .rhs:
                Name(id='n_m') @305:21
        Assign(targets=('n_m1',)) @306:5
          .value:
            Call(kwargs=()) @306:12
              .func:
                Name(id='maximum') @306:12
              .args:
                Name(id='n_m') @306:20
                Const(value=1) @306:25
        Role(name='load', replica=None) @308:5
          .kwargs:
            (
              'warps'
              Const(value=1) @308:21
            )
            (
              'regs'
              Const(value=24) @308:29
            )
          .body:
            Assign(targets=('ks',)) @309:9
              .value:
                BinOp(op='%') @309:14
                  .lhs:
                    Name(id='tile_index') @309:14
                  .rhs:
                    Const(value=2) @309:27
            Wait(phase=None) @310:9
              .target:
                Index() @310:14
                  .value:
                    Name(id='kv_free') @310:14
                  .subs:
                    Name(id='ks') @310:22
            Expect() @311:9
              .target:
                Index() @311:16
                  .value:
                    Name(id='kv_ready') @311:16
                  .subs:
                    Name(id='ks') @311:25
              .nbytes:
                BinOp(op='*') @311:30
                  .lhs:
                    BinOp(op='*') @311:30
                      .lhs:
                        Const(value=2) @311:30
                      .rhs:
                        Name(id='NWG') @311:34
                  .rhs:
                    Call(kwargs=()) @311:40
                      .func:
                        Name(id='bytes') @311:40
                      .args:
                        Name(id='k_tile') @311:46
            For(var='i') @312:9
              .iter:
                Call(kwargs=()) @312:18
                  .func:
                    Name(id='static_range') @312:18
                  .args:
                    Name(id='NWG') @312:31
              .body:
                Tma() @313:13
                  .dst:
                    Index() @313:17
                      .value:
                        Name(id='k_tile') @313:17
                      .subs:
                        BinOp(op='+') @313:24
                          .lhs:
                            BinOp(op='*') @313:24
                              .lhs:
                                Name(id='ks') @313:24
                              .rhs:
                                Name(id='NWG') @313:29
                          .rhs:
                            Name(id='i') @313:35
                  .src:
                    Index() @313:41
                      .value:
                        Name(id='k') @313:41
                      .subs:
                        BinOp(op='+') @313:43
                          .lhs:
                            BinOp(op='*') @313:43
                              .lhs:
                                Name(id='NWG') @313:43
                              .rhs:
                                Name(id='nb') @313:49
                          .rhs:
                            Name(id='i') @313:54
                        Name(id='kvh') @313:57
                  .signals:
                    Index() @313:70
                      .value:
                        Name(id='kv_ready') @313:70
                      .subs:
                        Name(id='ks') @313:79
                Tma() @314:13
                  .dst:
                    Index() @314:17
                      .value:
                        Name(id='v_tile') @314:17
                      .subs:
                        BinOp(op='+') @314:24
                          .lhs:
                            BinOp(op='*') @314:24
                              .lhs:
                                Name(id='ks') @314:24
                              .rhs:
                                Name(id='NWG') @314:29
                          .rhs:
                            Name(id='i') @314:35
                  .src:
                    Index() @314:41
                      .value:
                        Name(id='v') @314:41
                      .subs:
                        BinOp(op='+') @314:43
                          .lhs:
                            BinOp(op='*') @314:43
                              .lhs:
                                Name(id='NWG') @314:43
                              .rhs:
                                Name(id='nb') @314:49
                          .rhs:
                            Name(id='i') @314:54
                        Name(id='kvh') @314:57
                  .signals:
                    Index() @314:70
                      .value:
                        Name(id='kv_ready') @314:70
                      .subs:
                        Name(id='ks') @314:79
            Pipeline(var='j', slot='slot', ring='qd') @315:9
              .iter:
                Call(kwargs=()) @315:23
                  .func:
                    Name(id='range') @315:23
                  .args:
                    Name(id='steps') @315:29
              .stages:
                Name(id='STAGES') @315:49
              .body:
                Assign(targets=('head',)) @316:13
                  .value:
                    BinOp(op='+') @316:20
                      .lhs:
                        BinOp(op='*') @316:20
                          .lhs:
                            Name(id='kvh') @316:20
                          .rhs:
                            Name(id='group') @316:26
                      .rhs:
                        BinOp(op='//') @316:34
                          .lhs:
                            Name(id='j') @316:34
                          .rhs:
                            Name(id='n_m1') @316:39
                Wait(phase=None) @317:13
                  .target:
                    Index() @317:18
                      .value:
                        Name(id='qd_free') @317:18
                      .subs:
                        Name(id='slot') @317:26
                Expect() @318:13
                  .target:
                    Index() @318:20
                      .value:
                        Name(id='qd_ready') @318:20
                      .subs:
                        Name(id='slot') @318:29
                  .nbytes:
                    BinOp(op='+') @318:36
                      .lhs:
                        Call(kwargs=()) @318:36
                          .func:
                            Name(id='bytes') @318:36
                          .args:
                            Name(id='q_ring') @318:42
                      .rhs:
                        Call(kwargs=()) @318:52
                          .func:
                            Name(id='bytes') @318:52
                          .args:
                            Name(id='do_ring') @318:58
                Tma() @319:13
                  .dst:
                    Index() @319:17
                      .value:
                        Name(id='q_ring') @319:17
                      .subs:
                        Name(id='slot') @319:24
                  .src:
                    Index() @319:33
                      .value:
                        Name(id='q') @319:33
                      .subs:
                        Call(kwargs=()) @319:35
                          .func:
                            Name(id='at') @319:35
                          .args:
                            BinOp(op='+') @319:38
                              .lhs:
                                Name(id='q_lo') @319:38
                              .rhs:
                                BinOp(op='*') @319:46
                                  .lhs:
                                    BinOp(op='%') @319:46
                                      .lhs:
                                        Name(id='j') @319:46
                                      .rhs:
                                        Name(id='n_m1') @319:50
                                  .rhs:
                                    Name(id='BLOCK_M') @319:58
                        Name(id='head') @319:68
                  .signals:
                    Index() @319:82
                      .value:
                        Name(id='qd_ready') @319:82
                      .subs:
                        Name(id='slot') @319:91
                Tma() @320:13
                  .dst:
                    Index() @320:17
                      .value:
                        Name(id='do_ring') @320:17
                      .subs:
                        Name(id='slot') @320:25
                  .src:
                    Index() @320:34
                      .value:
                        Name(id='d_o') @320:34
                      .subs:
                        Call(kwargs=()) @320:38
                          .func:
                            Name(id='at') @320:38
                          .args:
                            BinOp(op='+') @320:41
                              .lhs:
                                Name(id='q_lo') @320:41
                              .rhs:
                                BinOp(op='*') @320:49
                                  .lhs:
                                    BinOp(op='%') @320:49
                                      .lhs:
                                        Name(id='j') @320:49
                                      .rhs:
                                        Name(id='n_m1') @320:53
                                  .rhs:
                                    Name(id='BLOCK_M') @320:61
                        Name(id='head') @320:71
                  .signals:
                    Index() @320:85
                      .value:
                        Name(id='qd_ready') @320:85
                      .subs:
                        Name(id='slot') @320:94
        Role(name='compute', replica='wg') @322:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @322:29
            )
            (
              'regs'
              Name(id='REGS') @322:39
            )
          .body:
            Assign(targets=('qk_scale',)) @323:9
              .value:
                BinOp(op='*') @323:20
                  .lhs:
                    Name(id='sm_scale') @323:20
                  .rhs:
                    Name(id='LOG2E') @323:31
            Assign(targets=('krows',)) @324:9
              .value:
                BinOp(op='+') @324:17
                  .lhs:
                    BinOp(op='+') @324:17
                      .lhs:
                        BinOp(op='*') @324:17
                          .lhs:
                            Name(id='nb') @324:17
                          .rhs:
                            Name(id='BLOCK_N') @324:22
                      .rhs:
                        BinOp(op='*') @324:32
                          .lhs:
                            Name(id='wg') @324:32
                          .rhs:
                            Name(id='WG_N') @324:37
                  .rhs:
                    Call(kwargs=()) @324:44
                      .func:
                        Name(id='arange') @324:44
                      .args:
                        Name(id='WG_N') @324:51
            Assign(targets=('ks',)) @325:9
              .value:
                BinOp(op='%') @325:14
                  .lhs:
                    Name(id='tile_index') @325:14
                  .rhs:
                    Const(value=2) @325:27
            Assign(targets=('mine',)) @326:9
              .value:
                BinOp(op='+') @326:16
                  .lhs:
                    BinOp(op='*') @326:16
                      .lhs:
                        Name(id='ks') @326:16
                      .rhs:
                        Name(id='NWG') @326:21
                  .rhs:
                    Name(id='wg') @326:27
            Assign(targets=('qlo', 'qhi')) @327:9
              .value:
                Call(kwargs=()) @327:20
                  .func:
                    Name(id='key_queries') @327:20
                  .args:
                    Name(id='krows') @327:32
                    Name(id='seg_k') @327:39
                    Name(id='cu_q') @327:46
                    Name(id='cu_k') @327:52
                    Name(id='Tq') @327:58
                    Name(id='Tk') @327:62
                    Name(id='CAUSAL') @327:66
            Assign(targets=('m_a',)) @329:9
              .value:
                Call(kwargs=()) @329:15
                  .func:
                    Name(id='minimum') @329:15
                  .args:
                    Call(kwargs=()) @329:23
                      .func:
                        Name(id='maximum') @329:23
                      .args:
                        BinOp(op='//') @329:32
                          .lhs:
                            BinOp(op='-') @329:32
                              .lhs:
                                Call(kwargs=()) @329:32
                                  .func:
                                    Name(id='minimum') @329:32
                                  .args:
                                    Call(kwargs=()) @329:40
                                      .func:
                                        Name(id='maximum') @329:40
                                      .args:
                                        Call() @329:48
                                          .func:
                                            Name(id='min') @329:48
                                          .args:
                                            Name(id='qlo') @329:52
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @329:62
                                            )
                                        Const(value=0) @329:66
                                    Name(id='Tq') @329:70
                              .rhs:
                                Name(id='q_lo') @329:76
                          .rhs:
                            Name(id='BLOCK_M') @329:85
                        Const(value=0) @329:94
                    Name(id='n_m') @329:98
            Assign(targets=('m_b',)) @330:9
              .value:
                Call(kwargs=()) @330:15
                  .func:
                    Name(id='maximum') @330:15
                  .args:
                    Call(kwargs=()) @330:23
                      .func:
                        Name(id='minimum') @330:23
                      .args:
                        Call(kwargs=()) @330:31
                          .func:
                            Name(id='cdiv') @330:31
                          .args:
                            BinOp(op='-') @330:36
                              .lhs:
                                Call(kwargs=()) @330:36
                                  .func:
                                    Name(id='minimum') @330:36
                                  .args:
                                    Call(kwargs=()) @330:44
                                      .func:
                                        Name(id='maximum') @330:44
                                      .args:
                                        Call() @330:52
                                          .func:
                                            Name(id='max') @330:52
                                          .args:
                                            Name(id='qhi') @330:56
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @330:66
                                            )
                                        Const(value=0) @330:70
                                    Name(id='Tq') @330:74
                              .rhs:
                                Name(id='q_lo') @330:80
                            Name(id='BLOCK_M') @330:86
                        Name(id='n_m') @330:96
                    Name(id='m_a') @330:102
            Assign(targets=('qlo_c',)) @331:9
              .value:
                Index() @331:17
                  .value:
                    Name(id='qlo') @331:17
                  .subs:
                    FullSlice() @331:21
                    Const(value=None) @331:24
            Assign(targets=('qhi_c',)) @332:9
              .value:
                Index() @332:17
                  .value:
                    Name(id='qhi') @332:17
                  .subs:
                    FullSlice() @332:21
                    Const(value=None) @332:24
            If(orelse=()) @333:9
              .cond:
                BinOp(op='!=') @333:12
                  .lhs:
                    Name(id='TARGET') @333:12
                  .rhs:
                    Const(value='gluon') @333:22
              .body:
                Assign(targets=('qlo_c',)) @334:13
                  .value:
                    Call(kwargs=()) @334:21
                      .func:
                        Name(id='maximum') @334:21
                      .args:
                        Name(id='qlo_c') @334:29
                        BinOp(op='+') @334:36
                          .lhs:
                            Name(id='q_lo') @334:36
                          .rhs:
                            BinOp(op='*') @334:43
                              .lhs:
                                Name(id='m_a') @334:43
                              .rhs:
                                Name(id='BLOCK_M') @334:49
                Assign(targets=('qhi_c',)) @335:13
                  .value:
                    Call(kwargs=()) @335:21
                      .func:
                        Name(id='minimum') @335:21
                      .args:
                        Name(id='qhi_c') @335:29
                        BinOp(op='+') @335:36
                          .lhs:
                            Name(id='q_lo') @335:36
                          .rhs:
                            BinOp(op='*') @335:43
                              .lhs:
                                Name(id='m_b') @335:43
                              .rhs:
                                Name(id='BLOCK_M') @335:49
            Assign(targets=('acc_k',)) @336:9
              .value:
                Call(kwargs=()) @336:17
                  .func:
                    Name(id='zeros') @336:17
                  .args:
                    ListLit() @336:23
                      .elts:
                        Name(id='WG_N') @336:24
                        Name(id='D') @336:30
                    Name(id='f32') @336:34
            Assign(targets=('acc_v',)) @337:9
              .value:
                Call(kwargs=()) @337:17
                  .func:
                    Name(id='zeros') @337:17
                  .args:
                    ListLit() @337:23
                      .elts:
                        Name(id='WG_N') @337:24
                        Name(id='D') @337:30
                    Name(id='f32') @337:34
            Wait(phase=None) @338:9
              .target:
                Index() @338:14
                  .value:
                    Name(id='kv_ready') @338:14
                  .subs:
                    Name(id='ks') @338:23
            If() @339:9
              .cond:
                BinOp(op='==') @339:12
                  .lhs:
                    Name(id='TARGET') @339:12
                  .rhs:
                    Const(value='gluon') @339:22
              .body:
                Pipeline(var='j', slot='slot', ring='qd') @340:13
                  .iter:
                    Call(kwargs=()) @340:27
                      .func:
                        Name(id='range') @340:27
                      .args:
                        Name(id='steps') @340:33
                  .stages:
                    Name(id='STAGES') @340:53
                  .body:
                    Assign(targets=('mb',)) @341:17
                      .value:
                        BinOp(op='%') @341:22
                          .lhs:
                            Name(id='j') @341:22
                          .rhs:
                            Name(id='n_m1') @341:26
                    Wait(phase=None) @342:17
                      .target:
                        Index() @342:22
                          .value:
                            Name(id='qd_ready') @342:22
                          .subs:
                            Name(id='slot') @342:31
                    If(orelse=()) @343:17
                      .cond:
                        BoolOp(op='and') @343:20
                          .values:
                            BinOp(op='>=') @343:20
                              .lhs:
                                Name(id='mb') @343:20
                              .rhs:
                                Name(id='m_a') @343:26
                            BinOp(op='<') @343:34
                              .lhs:
                                Name(id='mb') @343:34
                              .rhs:
                                Name(id='m_b') @343:39
                      .body:
                        Assign(targets=('acc_k', 'acc_v')) @344:21
                          .value:
                            Call(kwargs=()) @344:36
                              .func:
                                Name(id='dkdv_step') @344:36
                              .args:
                                Index() @344:46
                                  .value:
                                    Name(id='k_tile') @344:46
                                  .subs:
                                    Name(id='mine') @344:53
                                Index() @344:60
                                  .value:
                                    Name(id='v_tile') @344:60
                                  .subs:
                                    Name(id='mine') @344:67
                                Index() @344:74
                                  .value:
                                    Name(id='q_ring') @344:74
                                  .subs:
                                    Name(id='slot') @344:81
                                Index() @344:88
                                  .value:
                                    Name(id='do_ring') @344:88
                                  .subs:
                                    Name(id='slot') @344:96
                                BinOp(op='+') @344:103
                                  .lhs:
                                    BinOp(op='*') @344:103
                                      .lhs:
                                        Name(id='kvh') @344:103
                                      .rhs:
                                        Name(id='group') @344:109
                                  .rhs:
                                    BinOp(op='//') @344:117
                                      .lhs:
                                        Name(id='j') @344:117
                                      .rhs:
                                        Name(id='n_m1') @344:122
                                BinOp(op='+') @345:46
                                  .lhs:
                                    Name(id='q_lo') @345:46
                                  .rhs:
                                    BinOp(op='*') @345:53
                                      .lhs:
                                        Name(id='mb') @345:53
                                      .rhs:
                                        Name(id='BLOCK_M') @345:58
                                Name(id='qlo_c') @345:67
                                Name(id='qhi_c') @345:74
                                Name(id='lse2_t') @345:81
                                Name(id='delta_t') @345:89
                                Name(id='acc_k') @345:98
                                Name(id='acc_v') @345:105
                                Name(id='qk_scale') @345:112
                                Name(id='sm_scale') @346:46
                                Name(id='BLOCK_M') @346:56
                                Name(id='ACT') @346:65
                                Name(id='DT') @346:70
                    Arrive(count=None) @347:17
                      .target:
                        Index() @347:24
                          .value:
                            Name(id='qd_free') @347:24
                          .subs:
                            Name(id='slot') @347:32
              .orelse:
                Pipeline(var='j', slot='slot', ring='qd') @349:13
                  .iter:
                    Call(kwargs=()) @349:27
                      .func:
                        Name(id='range') @349:27
                      .args:
                        Name(id='steps') @349:33
                  .stages:
                    Name(id='STAGES') @349:53
                  .body:
                    Wait(phase=None) @350:17
                      .target:
                        Index() @350:22
                          .value:
                            Name(id='qd_ready') @350:22
                          .subs:
                            Name(id='slot') @350:31
                    Assign(targets=('acc_k', 'acc_v')) @351:17
                      .value:
                        Call(kwargs=()) @351:32
                          .func:
                            Name(id='dkdv_step') @351:32
                          .args:
                            Index() @351:42
                              .value:
                                Name(id='k_tile') @351:42
                              .subs:
                                Name(id='mine') @351:49
                            Index() @351:56
                              .value:
                                Name(id='v_tile') @351:56
                              .subs:
                                Name(id='mine') @351:63
                            Index() @351:70
                              .value:
                                Name(id='q_ring') @351:70
                              .subs:
                                Name(id='slot') @351:77
                            Index() @351:84
                              .value:
                                Name(id='do_ring') @351:84
                              .subs:
                                Name(id='slot') @351:92
                            BinOp(op='+') @351:99
                              .lhs:
                                BinOp(op='*') @351:99
                                  .lhs:
                                    Name(id='kvh') @351:99
                                  .rhs:
                                    Name(id='group') @351:105
                              .rhs:
                                BinOp(op='//') @351:113
                                  .lhs:
                                    Name(id='j') @351:113
                                  .rhs:
                                    Name(id='n_m1') @351:118
                            BinOp(op='+') @352:42
                              .lhs:
                                Name(id='q_lo') @352:42
                              .rhs:
                                BinOp(op='*') @352:50
                                  .lhs:
                                    BinOp(op='%') @352:50
                                      .lhs:
                                        Name(id='j') @352:50
                                      .rhs:
                                        Name(id='n_m1') @352:54
                                  .rhs:
                                    Name(id='BLOCK_M') @352:62
                            Name(id='qlo_c') @352:71
                            Name(id='qhi_c') @352:78
                            Name(id='lse2_t') @352:85
                            Name(id='delta_t') @352:93
                            Name(id='acc_k') @352:102
                            Name(id='acc_v') @352:109
                            Name(id='qk_scale') @353:42
                            Name(id='sm_scale') @353:52
                            Name(id='BLOCK_M') @353:62
                            Name(id='ACT') @353:71
                            Name(id='DT') @353:76
                    Arrive(count=None) @354:17
                      .target:
                        Index() @354:24
                          .value:
                            Name(id='qd_free') @354:24
                          .subs:
                            Name(id='slot') @354:32
            If(orelse=()) @355:9
              .cond:
                Unary(op='not') @355:12
                  .operand:
                    Name(id='KV_TMA') @355:16
              .body:
                Arrive(count=None) @356:13
                  .target:
                    Index() @356:20
                      .value:
                        Name(id='kv_free') @356:20
                      .subs:
                        Name(id='ks') @356:28
            If(orelse=()) @357:9
              .cond:
                Name(id='ISOLATE') @357:12
              .body:
                If(orelse=()) @358:13
                  .cond:
                    Call(kwargs=()) @358:16
                      .func:
                        Name(id='not_finite') @358:16
                      .args:
                        Name(id='acc_k') @358:27
                        Name(id='acc_v') @358:34
                  .body:
                    Assign(targets=('acc_k', 'acc_v')) @359:17
                      .value:
                        Call(kwargs=()) @359:32
                          .func:
                            Name(id='isolated_dkdv') @359:32
                          .args:
                            Name(id='q') @359:46
                            Name(id='k') @359:49
                            Name(id='v') @359:52
                            Name(id='d_o') @359:55
                            Name(id='lse2_t') @359:60
                            Name(id='delta_t') @359:68
                            Name(id='krows') @359:77
                            Name(id='kvh') @359:84
                            Name(id='group') @359:89
                            Name(id='qlo') @359:96
                            Name(id='qhi') @359:101
                            Name(id='qk_scale') @359:106
                            Name(id='sm_scale') @360:46
                            Name(id='ACT') @360:56
                            Name(id='DT') @360:61
                            Name(id='D') @360:65
            Assign(targets=('k_scale',)) @361:9
              .value:
                Name(id='sm_scale') @361:19
            Assign(targets=('v_scale',)) @362:9
              .value:
                Const(value=1.0) @362:19
            If(orelse=()) @363:9
              .cond:
                BinOp(op='==') @363:12
                  .lhs:
                    Name(id='ACT') @363:12
                  .rhs:
                    Const(value='silu') @363:19
              .body:
                Assign(targets=('k_scale',)) @364:13
                  .value:
                    BinOp(op='*') @364:23
                      .lhs:
                        Name(id='sm_scale') @364:23
                      .rhs:
                        Name(id='out_scale') @364:34
                Assign(targets=('v_scale',)) @365:13
                  .value:
                    Name(id='out_scale') @365:23
            If() @366:9
              .cond:
                Name(id='KV_TMA') @366:12
              .body:
                ExprStmt() @367:13
                  .value:
                    Call(kwargs=()) @367:13
                      .func:
                        Name(id='store_smem') @367:13
                      .args:
                        Index() @367:24
                          .value:
                            Name(id='k_tile') @367:24
                          .subs:
                            Name(id='mine') @367:31
                        Call(kwargs=()) @367:38
                          .func:
                            Name(id='cast') @367:38
                          .args:
                            BinOp(op='*') @367:43
                              .lhs:
                                Name(id='acc_k') @367:43
                              .rhs:
                                Name(id='k_scale') @367:51
                            Name(id='DT') @367:60
                ExprStmt() @368:13
                  .value:
                    Call(kwargs=()) @368:13
                      .func:
                        Name(id='store_smem') @368:13
                      .args:
                        Index() @368:24
                          .value:
                            Name(id='v_tile') @368:24
                          .subs:
                            Name(id='mine') @368:31
                        Call(kwargs=()) @368:38
                          .func:
                            Name(id='cast') @368:38
                          .args:
                            BinOp(op='*') @368:43
                              .lhs:
                                Name(id='acc_v') @368:43
                              .rhs:
                                Name(id='v_scale') @368:51
                            Name(id='DT') @368:60
                Fence() @369:13
                Tma(signals=None) @370:13
                  .dst:
                    Index() @370:17
                      .value:
                        Name(id='dk') @370:17
                      .subs:
                        BinOp(op='+') @370:20
                          .lhs:
                            BinOp(op='*') @370:20
                              .lhs:
                                Name(id='NWG') @370:20
                              .rhs:
                                Name(id='nb') @370:26
                          .rhs:
                            Name(id='wg') @370:31
                        Name(id='kvh') @370:35
                  .src:
                    Index() @370:43
                      .value:
                        Name(id='k_tile') @370:43
                      .subs:
                        Name(id='mine') @370:50
                Tma(signals=None) @371:13
                  .dst:
                    Index() @371:17
                      .value:
                        Name(id='dv') @371:17
                      .subs:
                        BinOp(op='+') @371:20
                          .lhs:
                            BinOp(op='*') @371:20
                              .lhs:
                                Name(id='NWG') @371:20
                              .rhs:
                                Name(id='nb') @371:26
                          .rhs:
                            Name(id='wg') @371:31
                        Name(id='kvh') @371:35
                  .src:
                    Index() @371:43
                      .value:
                        Name(id='v_tile') @371:43
                      .subs:
                        Name(id='mine') @371:50
                Arrive(count=None) @372:13
                  .target:
                    Index() @372:20
                      .value:
                        Name(id='kv_free') @372:20
                      .subs:
                        Name(id='ks') @372:28
              .orelse:
                Assign(targets=('live',)) @374:13
                  .value:
                    BinOp(op='<') @374:20
                      .lhs:
                        Name(id='krows') @374:20
                      .rhs:
                        Name(id='Tk') @374:28
                Store() @375:13
                  .target:
                    Name(id='dk') @375:13
                  .subs:
                    Index() @375:16
                      .value:
                        Name(id='krows') @375:16
                      .subs:
                        FullSlice() @375:22
                        Const(value=None) @375:25
                    Name(id='kvh') @375:32
                    Index() @375:37
                      .value:
                        Call(kwargs=()) @375:37
                          .func:
                            Name(id='arange') @375:37
                          .args:
                            Name(id='D') @375:44
                      .subs:
                        Const(value=None) @375:47
                        FullSlice() @375:53
                  .value:
                    Call(kwargs=()) @375:59
                      .func:
                        Name(id='cast') @375:59
                      .args:
                        BinOp(op='*') @375:64
                          .lhs:
                            Name(id='acc_k') @375:64
                          .rhs:
                            Name(id='k_scale') @375:72
                        Name(id='DT') @375:81
                  .mask:
                    Index() @375:91
                      .value:
                        Name(id='live') @375:91
                      .subs:
                        FullSlice() @375:96
                        Const(value=None) @375:99
                Store() @376:13
                  .target:
                    Name(id='dv') @376:13
                  .subs:
                    Index() @376:16
                      .value:
                        Name(id='krows') @376:16
                      .subs:
                        FullSlice() @376:22
                        Const(value=None) @376:25
                    Name(id='kvh') @376:32
                    Index() @376:37
                      .value:
                        Call(kwargs=()) @376:37
                          .func:
                            Name(id='arange') @376:37
                          .args:
                            Name(id='D') @376:44
                      .subs:
                        Const(value=None) @376:47
                        FullSlice() @376:53
                  .value:
                    Call(kwargs=()) @376:59
                      .func:
                        Name(id='cast') @376:59
                      .args:
                        BinOp(op='*') @376:64
                          .lhs:
                            Name(id='acc_v') @376:64
                          .rhs:
                            Name(id='v_scale') @376:72
                        Name(id='DT') @376:81
                  .mask:
                    Index() @376:91
                      .value:
                        Name(id='live') @376:91
                      .subs:
                        FullSlice() @376:96
                        Const(value=None) @376:99