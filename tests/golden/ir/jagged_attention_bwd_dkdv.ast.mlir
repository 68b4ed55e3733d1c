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
        Assign(targets=('qpos',)) @82:5
          .value:
            BinOp(op='+') @82:12
              .lhs:
                BinOp(op='*') @82:12
                  .lhs:
                    Name(id='mb') @82:12
                  .rhs:
                    Name(id='BLOCK_M') @82:17
              .rhs:
                Name(id='qcols') @82:27
        Assign(targets=('qi',)) @83:5
          .value:
            BinOp(op='+') @83:10
              .lhs:
                Name(id='q0') @83:10
              .rhs:
                Call(kwargs=()) @83:15
                  .func:
                    Name(id='maximum') @83:15
                  .args:
                    Call(kwargs=()) @83:23
                      .func:
                        Name(id='minimum') @83:23
                      .args:
                        Name(id='qpos') @83:31
                        BinOp(op='-') @83:37
                          .lhs:
                            Name(id='len_q') @83:37
                          .rhs:
                            Const(value=1) @83:45
                    Const(value=0) @83:49
        Return() @84:5
          .values:
            Index() @84:12
              .value:
                Name(id='lse2_t') @84:12
              .subs:
                Name(id='head') @84:19
                Name(id='qi') @84:25
            Index() @84:30
              .value:
                Name(id='delta_t') @84:30
              .subs:
                Name(id='head') @84:38
                Name(id='qi') @84:44
    FuncDef(name='part_bounds', params=('part', 'n_xs', 'steps', 'SPLIT')) @87:1
      .body:
        If(orelse=()) @88:5
          .cond:
            Name(id='SPLIT') @88:8
          .body:
            If(orelse=()) @89:9
              .cond:
                BinOp(op='==') @89:12
                  .lhs:
                    Name(id='part') @89:12
                  .rhs:
                    Const(value=0) @89:20
              .body:
                Return() @90:13
                  .values:
                    Const(value=0) @90:20
                    Name(id='n_xs') @90:23
            Return() @91:9
              .values:
                Name(id='n_xs') @91:16
                Name(id='steps') @91:22
        Return() @92:5
          .values:
            Const(value=0) @92:12
            Name(id='steps') @92:15
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
        If(orelse=()) @44:5
          .cond:
            BoolOp(op='and') @44:8
              .values:
                Name(id='LSE_SMEM') @44:8
                BinOp(op='==') @44:21
                  .lhs:
                    Name(id='ACT') @44:21
                  .rhs:
                    Const(value='softmax') @44:28
          .body:
            StaticAssert(message="LSE_SMEM is the S^T layout's (SMEM_P=False), without PREFETCH") @45:9
              .cond:
                BoolOp(op='and') @45:23
                  .values:
                    Unary(op='not') @45:23
                      .operand:
                        Name(id='SMEM_P') @45:27
                    Unary(op='not') @45:38
                      .operand:
                        Name(id='PREFETCH') @45:42
            SmemDecl(name='lse_s', options=()) @46:9
              .stages:
                Name(id='STAGES') @46:20
              .dtype:
                Name(id='f32') @46:29
              .shape:
                Const(value=1) @46:33
                Name(id='BLOCK_M') @46:36
            SmemDecl(name='dl_s', options=()) @47:9
              .stages:
                Name(id='STAGES') @47:19
              .dtype:
                Name(id='f32') @47:28
              .shape:
                Const(value=1) @47:32
                Name(id='BLOCK_M') @47:35
        BarrierDecl(name='kv_ready', kwargs=()) @48:5
          .size:
            Name(id='KVBUF') @48:22
        BarrierDecl(name='kv_free') @49:5
          .size:
            Name(id='KVBUF') @49:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @49:34
                .lhs:
                  Name(id='BLOCK_N') @49:34
                .rhs:
                  Name(id='WG_N') @49:45
            )
        BarrierDecl(name='qd_ready', kwargs=()) @50:5
          .size:
            Name(id='STAGES') @50:22
        BarrierDecl(name='qd_free') @51:5
          .size:
            Name(id='STAGES') @51:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @51:35
                .lhs:
                  Name(id='BLOCK_N') @51:35
                .rhs:
                  Name(id='WG_N') @51:46
            )
        Assign(targets=('LSE_RING',)) @53:5
          .value:
            BoolOp(op='and') @53:16
              .values:
                Name(id='LSE_SMEM') @53:16
                BinOp(op='==') @53:29
                  .lhs:
                    Name(id='ACT') @53:29
                  .rhs:
                    Const(value='softmax') @53:36
        Assign(targets=('len_q',)) @54:5
          .value:
            Attr(name='len') @54:13
              .value:
                Index() @54:13
                  .value:
                    Name(id='q') @54:13
                  .subs:
                    Name(id='seq') @54:15
        Assign(targets=('len_k',)) @55:5
          .value:
            Attr(name='len') @55:13
              .value:
                Index() @55:13
                  .value:
                    Name(id='k') @55:13
                  .subs:
                    Name(id='seq') @55:15
        Assign(targets=('q0',)) @56:5
          .value:
            Attr(name='start') @56:10
              .value:
                Index() @56:10
                  .value:
                    Name(id='q') @56:10
                  .subs:
                    Name(id='seq') @56:12
        Assign(targets=('n',)) @59:5
          .value:
            Name(id='nt') @59:9
        If(orelse=()) @60:5
          .cond:
            Name(id='CAUSAL') @60:8
          .body:
            Assign(targets=('n',)) @61:9
              .value:
                BinOp(op='-') @61:13
                  .lhs:
                    BinOp(op='-') @61:13
                      .lhs:
                        Call(kwargs=()) @61:13
                          .func:
                            Name(id='cdiv') @61:13
                          .args:
                            Name(id='len_k') @61:18
                            Name(id='BLOCK_N') @61:25
                      .rhs:
                        Const(value=1) @61:36
                  .rhs:
                    Name(id='nt') @61:40
        Assign(targets=('group',)) @62:5
          .value:
            BinOp(op='//') @62:13
              .lhs:
                Name(id='H') @62:13
              .rhs:
                Name(id='HKV') @62:18
        Assign(targets=('m_lo',)) @64:5
          .value:
            Const(value=0) @64:12
        If(orelse=()) @65:5
          .cond:
            Name(id='CAUSAL') @65:8
          .body:
            Assign(targets=('m_lo',)) @66:9
              .value:
                BinOp(op='//') @66:16
                  .lhs:
                    Call(kwargs=()) @66:16
                      .func:
                        Name(id='maximum') @66:16
                      .args:
                        BinOp(op='-') @66:24
                          .lhs:
                            BinOp(op='*') @66:24
                              .lhs:
                                Name(id='n') @66:24
                              .rhs:
                                Name(id='BLOCK_N') @66:28
                          .rhs:
                            BinOp(op='-') @66:39
                              .lhs:
                                Name(id='len_k') @66:39
                              .rhs:
                                Name(id='len_q') @66:47
                        Const(value=0) @66:55
                  .rhs:
                    Name(id='BLOCK_M') @66:61
        Assign(targets=('n_m',)) @67:5
          .value:
            Call(kwargs=()) @67:11
              .func:
                Name(id='maximum') @67:11
              .args:
                BinOp(op='-') @67:19
                  .lhs:
                    Call(kwargs=()) @67:19
                      .func:
                        Name(id='cdiv') @67:19
                      .args:
                        Name(id='len_q') @67:24
                        Name(id='BLOCK_M') @67:31
                  .rhs:
                    Name(id='m_lo') @67:42
                Const(value=0) @67:48
        Assign(targets=('steps',)) @68:5
          .value:
            BinOp(op='*') @68:13
              .lhs:
                Name(id='group') @68:13
              .rhs:
                Name(id='n_m') @68:21
        Assign(targets=('rot',)) @72:5
          .value:
            Const(value=0) @72:11
        If(orelse=()) @73:5
          .cond:
            Name(id='ROTATE') @73:8
          .body:
            Assign(targets=('rot',)) @74:9
              .value:
                BinOp(op='%') @74:16
                  .lhs:
                    BinOp(op='*') @74:16
                      .lhs:
                        Name(id='n') @74:16
                      .rhs:
                        Call(kwargs=()) @74:20
                          .func:
                            Name(id='cdiv') @74:20
                          .args:
                            Name(id='n_m') @74:25
                            Const(value=8) @74:30
                  .rhs:
                    Call(kwargs=()) @74:36
                      .func:
                        Name(id='maximum') @74:36
                      .args:
                        Name(id='n_m') @74:44
                        Const(value=1) @74:49
        Assign(targets=('n_x',)) @80:5
          .value:
            Const(value=0) @80:11
        Assign(targets=('n_xs',)) @81:5
          .value:
            Const(value=0) @81:12
        Assign(targets=('PARTS',)) @82:5
          .value:
            Const(value=1) @82:13
        If(orelse=()) @83:5
          .cond:
            Name(id='SPLIT') @83:8
          .body:
            StaticAssert(message='SPLIT orders the steps itself: not with ROTATE') @84:9
              .cond:
                Unary(op='not') @84:23
                  .operand:
                    Name(id='ROTATE') @84:27
            Assign(targets=('PARTS',)) @85:9
              .value:
                Const(value=2) @85:17
            If(orelse=()) @86:9
              .cond:
                Name(id='CAUSAL') @86:12
              .body:
                Assign(targets=('m_diag',)) @88:13
                  .value:
                    Call(kwargs=()) @88:22
                      .func:
                        Name(id='cdiv') @88:22
                      .args:
                        Call(kwargs=()) @88:27
                          .func:
                            Name(id='maximum') @88:27
                          .args:
                            BinOp(op='-') @88:35
                              .lhs:
                                BinOp(op='-') @88:35
                                  .lhs:
                                    BinOp(op='+') @88:35
                                      .lhs:
                                        BinOp(op='*') @88:35
                                          .lhs:
                                            Name(id='n') @88:35
                                          .rhs:
                                            Name(id='BLOCK_N') @88:39
                                      .rhs:
                                        Name(id='BLOCK_N') @88:49
                                  .rhs:
                                    Const(value=1) @88:59
                              .rhs:
                                BinOp(op='-') @88:64
                                  .lhs:
                                    Name(id='len_k') @88:64
                                  .rhs:
                                    Name(id='len_q') @88:72
                            Const(value=0) @88:80
                        Name(id='BLOCK_M') @88:84
                Assign(targets=('n_x',)) @89:13
                  .value:
                    Call(kwargs=()) @89:19
                      .func:
                        Name(id='minimum') @89:19
                      .args:
                        Call(kwargs=()) @89:27
                          .func:
                            Name(id='maximum') @89:27
                          .args:
                            BinOp(op='-') @89:35
                              .lhs:
                                Name(id='m_diag') @89:35
                              .rhs:
                                Name(id='m_lo') @89:44
                            Const(value=0) @89:50
                        Name(id='n_m') @89:54
            Assign(targets=('n_e',)) @90:9
              .value:
                BinOp(op='*') @90:15
                  .lhs:
                    Call(kwargs=()) @90:15
                      .func:
                        Name(id='minimum') @90:15
                      .args:
                        BinOp(op='%') @90:23
                          .lhs:
                            Name(id='len_q') @90:23
                          .rhs:
                            Name(id='BLOCK_M') @90:31
                        Const(value=1) @90:40
                  .rhs:
                    Call(kwargs=()) @90:45
                      .func:
                        Name(id='minimum') @90:45
                      .args:
                        BinOp(op='-') @90:53
                          .lhs:
                            Name(id='n_m') @90:53
                          .rhs:
                            Name(id='n_x') @90:59
                        Const(value=1) @90:64
            Assign(targets=('n_x',)) @91:9
              .value:
                BinOp(op='+') @91:15
                  .lhs:
                    Name(id='n_x') @91:15
                  .rhs:
                    Name(id='n_e') @91:21
            Assign(targets=('n_xs',)) @92:9
              .value:
                Call(kwargs=()) @92:16
                  .func:
                    Name(id='minimum') @92:16
                  .args:
                    BinOp(op='*') @92:24
                      .lhs:
                        Name(id='group') @92:24
                      .rhs:
                        Name(id='n_x') @92:32
                    Name(id='steps') @92:37
            Assign(targets=('rot',)) @93:9
              .value:
                BinOp(op='%') @93:16
                  .lhs:
                    BinOp(op='-') @93:16
                      .lhs:
                        Name(id='n_m') @93:16
                      .rhs:
                        Name(id='n_e') @93:22
                  .rhs:
                    Call(kwargs=()) @93:29
                      .func:
                        Name(id='maximum') @93:29
                      .args:
                        Name(id='n_m') @93:37
                        Const(value=1) @93:42
        Role(name='load', replica=None) @95:5
          .kwargs:
            (
              'warps'
              Const(value=1) @95:21
            )
            (
              'regs'
              Const(value=24) @95:29
            )
          .body:
            Assign(targets=('ks',)) @96:9
              .value:
                BinOp(op='%') @96:14
                  .lhs:
                    Name(id='tile_index') @96:14
                  .rhs:
                    Name(id='KVBUF') @96:27
            Wait(phase=None) @97:9
              .target:
                Index() @97:14
                  .value:
                    Name(id='kv_free') @97:14
                  .subs:
                    Name(id='ks') @97:22
            Expect() @98:9
              .target:
                Index() @98:16
                  .value:
                    Name(id='kv_ready') @98:16
                  .subs:
                    Name(id='ks') @98:25
              .nbytes:
                BinOp(op='*') @98:30
                  .lhs:
                    BinOp(op='*') @98:30
                      .lhs:
                        Const(value=2) @98:30
                      .rhs:
                        Name(id='NWG') @98:34
                  .rhs:
                    Call(kwargs=()) @98:40
                      .func:
                        Name(id='bytes') @98:40
                      .args:
                        Name(id='k_tile') @98:46
            For(var='i') @99:9
              .iter:
                Call(kwargs=()) @99:18
                  .func:
                    Name(id='static_range') @99:18
                  .args:
                    Name(id='NWG') @99:31
              .body:
                Tma() @100:13
                  .dst:
                    Index() @100:17
                      .value:
                        Name(id='k_tile') @100:17
                      .subs:
                        BinOp(op='+') @100:24
                          .lhs:
                            BinOp(op='*') @100:24
                              .lhs:
                                Name(id='ks') @100:24
                              .rhs:
                                Name(id='NWG') @100:29
                          .rhs:
                            Name(id='i') @100:35
                  .src:
                    Index() @100:41
                      .value:
                        Name(id='k') @100:41
                      .subs:
                        Name(id='seq') @100:43
                        BinOp(op='+') @100:48
                          .lhs:
                            BinOp(op='*') @100:48
                              .lhs:
                                Name(id='NWG') @100:48
                              .rhs:
                                Name(id='n') @100:54
                          .rhs:
                            Name(id='i') @100:58
                        Name(id='kvh') @100:61
                  .signals:
                    Index() @100:74
                      .value:
                        Name(id='kv_ready') @100:74
                      .subs:
                        Name(id='ks') @100:83
                Tma() @101:13
                  .dst:
                    Index() @101:17
                      .value:
                        Name(id='v_tile') @101:17
                      .subs:
                        BinOp(op='+') @101:24
                          .lhs:
                            BinOp(op='*') @101:24
                              .lhs:
                                Name(id='ks') @101:24
                              .rhs:
                                Name(id='NWG') @101:29
                          .rhs:
                            Name(id='i') @101:35
                  .src:
                    Index() @101:41
                      .value:
                        Name(id='v') @101:41
                      .subs:
                        Name(id='seq') @101:43
                        BinOp(op='+') @101:48
                          .lhs:
                            BinOp(op='*') @101:48
                              .lhs:
                                Name(id='NWG') @101:48
                              .rhs:
                                Name(id='n') @101:54
                          .rhs:
                            Name(id='i') @101:58
                        Name(id='kvh') @101:61
                  .signals:
                    Index() @101:74
                      .value:
                        Name(id='kv_ready') @101:74
                      .subs:
                        Name(id='ks') @101:83
            For(var='part') @102:9
              .iter:
                Call(kwargs=()) @102:21
                  .func:
                    Name(id='static_range') @102:21
                  .args:
                    Name(id='PARTS') @102:34
              .body:
                Assign(targets=('lo', 'hi')) @103:13
                  .value:
                    Call(kwargs=()) @103:22
                      .func:
                        Name(id='part_bounds') @103:22
                      .args:
                        Name(id='part') @103:34
                        Name(id='n_xs') @103:40
                        Name(id='steps') @103:46
                        Name(id='SPLIT') @103:53
                Pipeline(var='j', slot='slot', ring='qd') @104:13
                  .iter:
                    Call(kwargs=()) @104:27
                      .func:
                        Name(id='range') @104:27
                      .args:
                        Name(id='lo') @104:33
                        Name(id='hi') @104:37
                  .stages:
                    Name(id='STAGES') @104:54
                  .body:
                    Assign(targets=('head', 'mb')) @105:17
                      .value:
                        Call(kwargs=()) @105:28
                          .func:
                            Name(id='step_block') @105:28
                          .args:
                            Name(id='j') @105:39
                            Name(id='part') @105:42
                            BinOp(op='*') @105:48
                              .lhs:
                                Name(id='kvh') @105:48
                              .rhs:
                                Name(id='group') @105:54
                            Name(id='m_lo') @105:61
                            Name(id='rot') @105:67
                            Name(id='n_m') @105:72
                            Name(id='n_x') @105:77
                            Name(id='n_xs') @105:82
                            Name(id='SPLIT') @105:88
                    Wait(phase=None) @106:17
                      .target:
                        Index() @106:22
                          .value:
                            Name(id='qd_free') @106:22
                          .subs:
                            Name(id='slot') @106:30
                    If(orelse=()) @107:17
                      .cond:
                        Name(id='LSE_RING') @107:20
                      .body:
                        Assign(targets=('qi',)) @109:21
                          .value:
                            BinOp(op='+') @109:26
                              .lhs:
                                Name(id='q0') @109:26
                              .rhs:
                                Call(kwargs=()) @109:31
                                  .func:
                                    Name(id='minimum') @109:31
                                  .args:
                                    BinOp(op='+') @109:39
                                      .lhs:
                                        BinOp(op='*') @109:39
                                          .lhs:
                                            Name(id='mb') @109:39
                                          .rhs:
                                            Name(id='BLOCK_M') @109:44
                                      .rhs:
                                        Call(kwargs=()) @109:54
                                          .func:
                                            Name(id='arange') @109:54
                                          .args:
                                            Name(id='BLOCK_M') @109:61
                                    BinOp(op='-') @109:71
                                      .lhs:
                                        Name(id='len_q') @109:71
                                      .rhs:
                                        Const(value=1) @109:79
                        ExprStmt() @110:21
                          .value:
                            Call(kwargs=()) @110:21
                              .func:
                                Name(id='store_smem') @110:21
                              .args:
                                Index() @110:32
                                  .value:
                                    Name(id='lse_s') @110:32
                                  .subs:
                                    Name(id='slot') @110:38
                                Index() @110:45
                                  .value:
                                    Index() @110:45
                                      .value:
                                        Name(id='lse2_t') @110:45
                                      .subs:
                                        Name(id='head') @110:52
                                        Name(id='qi') @110:58
                                  .subs:
                                    Const(value=None) @110:62
                                    FullSlice() @110:68
                        ExprStmt() @111:21
                          .value:
                            Call(kwargs=()) @111:21
                              .func:
                                Name(id='store_smem') @111:21
                              .args:
                                Index() @111:32
                                  .value:
                                    Name(id='dl_s') @111:32
                                  .subs:
                                    Name(id='slot') @111:37
                                Index() @111:44
                                  .value:
                                    Index() @111:44
                                      .value:
                                        Name(id='delta_t') @111:44
                                      .subs:
                                        Name(id='head') @111:52
                                        Name(id='qi') @111:58
                                  .subs:
                                    Const(value=None) @111:62
                                    FullSlice() @111:68
                    Expect() @112:17
                      .target:
                        Index() @112:24
                          .value:
                            Name(id='qd_ready') @112:24
                          .subs:
                            Name(id='slot') @112:33
                      .nbytes:
                        BinOp(op='+') @112:40
                          .lhs:
                            Call(kwargs=()) @112:40
                              .func:
                                Name(id='bytes') @112:40
                              .args:
                                Name(id='q_ring') @112:46
                          .rhs:
                            Call(kwargs=()) @112:56
                              .func:
                                Name(id='bytes') @112:56
                              .args:
                                Name(id='do_ring') @112:62
                    Tma() @113:17
                      .dst:
                        Index() @113:21
                          .value:
                            Name(id='q_ring') @113:21
                          .subs:
                            Name(id='slot') @113:28
                      .src:
                        Index() @113:37
                          .value:
                            Name(id='q') @113:37
                          .subs:
                            Name(id='seq') @113:39
                            Name(id='mb') @113:44
                            Name(id='head') @113:48
                      .signals:
                        Index() @113:62
                          .value:
                            Name(id='qd_ready') @113:62
                          .subs:
                            Name(id='slot') @113:71
                    Tma() @114:17
                      .dst:
                        Index() @114:21
                          .value:
                            Name(id='do_ring') @114:21
                          .subs:
                            Name(id='slot') @114:29
                      .src:
                        Index() @114:38
                          .value:
                            Name(id='d_o') @114:38
                          .subs:
                            Name(id='seq') @114:42
                            Name(id='mb') @114:47
                            Name(id='head') @114:51
                      .signals:
                        Index() @114:65
                          .value:
                            Name(id='qd_ready') @114:65
                          .subs:
                            Name(id='slot') @114:74
        Role(name='compute', replica='wg') @116:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @116:29
            )
            (
              'regs'
              Name(id='REGS') @116:39
            )
          .body:
            Assign(targets=('qk_scale',)) @117:9
              .value:
                BinOp(op='*') @117:20
                  .lhs:
                    Name(id='sm_scale') @117:20
                  .rhs:
                    Name(id='LOG2E') @117:31
            Assign(targets=('krow0',)) @118:9
              .value:
                BinOp(op='+') @118:17
                  .lhs:
                    BinOp(op='*') @118:17
                      .lhs:
                        Name(id='n') @118:17
                      .rhs:
                        Name(id='BLOCK_N') @118:21
                  .rhs:
                    BinOp(op='*') @118:31
                      .lhs:
                        Name(id='wg') @118:31
                      .rhs:
                        Name(id='WG_N') @118:36
            Assign(targets=('krows',)) @119:9
              .value:
                BinOp(op='+') @119:17
                  .lhs:
                    Name(id='krow0') @119:17
                  .rhs:
                    Call(kwargs=()) @119:25
                      .func:
                        Name(id='arange') @119:25
                      .args:
                        Name(id='WG_N') @119:32
            Assign(targets=('qcols',)) @120:9
              .value:
                Call(kwargs=()) @120:17
                  .func:
                    Name(id='arange') @120:17
                  .args:
                    Name(id='BLOCK_M') @120:24
            Assign(targets=('ks',)) @121:9
              .value:
                BinOp(op='%') @121:14
                  .lhs:
                    Name(id='tile_index') @121:14
                  .rhs:
                    Name(id='KVBUF') @121:27
            Assign(targets=('mine',)) @122:9
              .value:
                BinOp(op='+') @122:16
                  .lhs:
                    BinOp(op='*') @122:16
                      .lhs:
                        Name(id='ks') @122:16
                      .rhs:
                        Name(id='NWG') @122:21
                  .rhs:
                    Name(id='wg') @122:27
            Assign(targets=('acc_k',)) @123:9
              .value:
                Call(kwargs=()) @123:17
                  .func:
                    Name(id='zeros') @123:17
                  .args:
                    ListLit() @123:23
                      .elts:
                        Name(id='WG_N') @123:24
                        Name(id='D') @123:30
                    Name(id='f32') @123:34
            Assign(targets=('acc_v',)) @124:9
              .value:
                Call(kwargs=()) @124:17
                  .func:
                    Name(id='zeros') @124:17
                  .args:
                    ListLit() @124:23
                      .elts:
                        Name(id='WG_N') @124:24
                        Name(id='D') @124:30
                    Name(id='f32') @124:34
            Wait(phase=None) @125:9
              .target:
                Index() @125:14
                  .value:
                    Name(id='kv_ready') @125:14
                  .subs:
                    Name(id='ks') @125:23
            If(orelse=()) @127:9
              .cond:
                BoolOp(op='and') @127:12
                  .values:
                    BinOp(op='==') @127:12
                      .lhs:
                        Name(id='ACT') @127:12
                      .rhs:
                        Const(value='softmax') @127:19
                    Name(id='PREFETCH') @127:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @128:13
                  .value:
                    Call(kwargs=()) @128:29
                      .func:
                        Name(id='lse_delta') @128:29
                      .args:
                        Const(value=0) @128:39
                        Unary(op='-') @128:42
                          .operand:
                            Const(value=1) @128:43
                        BinOp(op='*') @128:46
                          .lhs:
                            Name(id='kvh') @128:46
                          .rhs:
                            Name(id='group') @128:52
                        Name(id='m_lo') @128:59
                        Name(id='rot') @128:65
                        Name(id='n_m') @128:70
                        Name(id='n_x') @128:75
                        Name(id='n_xs') @128:80
                        Name(id='SPLIT') @128:86
                        Name(id='q0') @128:93
                        Name(id='len_q') @128:97
                        Name(id='qcols') @128:104
                        Name(id='lse2_t') @128:111
                        Name(id='delta_t') @129:39
                        Name(id='BLOCK_M') @129:48
            For(var='part') @130:9
              .iter:
                Call(kwargs=()) @130:21
                  .func:
                    Name(id='static_range') @130:21
                  .args:
                    Name(id='PARTS') @130:34
              .body:
                Assign(targets=('lo', 'hi')) @131:13
                  .value:
                    Call(kwargs=()) @131:22
                      .func:
                        Name(id='part_bounds') @131:22
                      .args:
                        Name(id='part') @131:34
                        Name(id='n_xs') @131:40
                        Name(id='steps') @131:46
                        Name(id='SPLIT') @131:53
                Pipeline(var='j', slot='slot', ring='qd') @132:13
                  .iter:
                    Call(kwargs=()) @132:27
                      .func:
                        Name(id='range') @132:27
                      .args:
                        Name(id='lo') @132:33
                        Name(id='hi') @132:37
                  .stages:
                    Name(id='STAGES') @132:54
                  .body:
                    Assign(targets=('head', 'mb')) @133:17
                      .value:
                        Call(kwargs=()) @133:28
                          .func:
                            Name(id='step_block') @133:28
                          .args:
                            Name(id='j') @133:39
                            Name(id='part') @133:42
                            BinOp(op='*') @133:48
                              .lhs:
                                Name(id='kvh') @133:48
                              .rhs:
                                Name(id='group') @133:54
                            Name(id='m_lo') @133:61
                            Name(id='rot') @133:67
                            Name(id='n_m') @133:72
                            Name(id='n_x') @133:77
                            Name(id='n_xs') @133:82
                            Name(id='SPLIT') @133:88
                    Assign(targets=('qpos',)) @134:17
                      .value:
                        BinOp(op='+') @134:24
                          .lhs:
                            BinOp(op='*') @134:24
                              .lhs:
                                Name(id='mb') @134:24
                              .rhs:
                                Name(id='BLOCK_M') @134:29
                          .rhs:
                            Name(id='qcols') @134:39
                    Assign(targets=('lse2',)) @135:17
                      .value:
                        Call(kwargs=()) @135:24
                          .func:
                            Name(id='zeros') @135:24
                          .args:
                            ListLit() @135:30
                              .elts:
                                Name(id='BLOCK_M') @135:31
                            Name(id='f32') @135:41
                    Assign(targets=('dlt',)) @136:17
                      .value:
                        Call(kwargs=()) @136:23
                          .func:
                            Name(id='zeros') @136:23
                          .args:
                            ListLit() @136:29
                              .elts:
                                Name(id='BLOCK_M') @136:30
                            Name(id='f32') @136:40
                    Assign(targets=('pf_here',)) @140:17
                      .value:
                        BoolOp(op='and') @140:27
                          .values:
                            Name(id='PREFETCH') @140:27
                            Unary(op='not') @140:40
                              .operand:
                                BoolOp(op='and') @140:45
                                  .values:
                                    Name(id='PF_LATE') @140:45
                                    Name(id='SMEM_P') @140:57
                    If() @141:17
                      .cond:
                        BoolOp(op='and') @141:20
                          .values:
                            BinOp(op='==') @141:20
                              .lhs:
                                Name(id='ACT') @141:20
                              .rhs:
                                Const(value='softmax') @141:27
                            Name(id='PREFETCH') @141:41
                      .body:
                        Assign(targets=('lse2',)) @142:21
                          .value:
                            Name(id='lse2_n') @142:28
                        Assign(targets=('dlt',)) @143:21
                          .value:
                            Name(id='dlt_n') @143:27
                        If(orelse=()) @144:21
                          .cond:
                            Name(id='pf_here') @144:24
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @145:25
                              .value:
                                Call(kwargs=()) @145:41
                                  .func:
                                    Name(id='lse_delta') @145:41
                                  .args:
                                    Call(kwargs=()) @145:51
                                      .func:
                                        Name(id='minimum') @145:51
                                      .args:
                                        BinOp(op='+') @145:59
                                          .lhs:
                                            Name(id='j') @145:59
                                          .rhs:
                                            Const(value=1) @145:63
                                        BinOp(op='-') @145:66
                                          .lhs:
                                            Name(id='steps') @145:66
                                          .rhs:
                                            Const(value=1) @145:74
                                    BinOp(op='-') @145:78
                                      .lhs:
                                        BinOp(op='*') @145:78
                                          .lhs:
                                            Const(value=2) @145:78
                                          .rhs:
                                            Name(id='part') @145:82
                                      .rhs:
                                        Const(value=1) @145:89
                                    BinOp(op='*') @145:92
                                      .lhs:
                                        Name(id='kvh') @145:92
                                      .rhs:
                                        Name(id='group') @145:98
                                    Name(id='m_lo') @145:105
                                    Name(id='rot') @145:111
                                    Name(id='n_m') @145:116
                                    Name(id='n_x') @146:51
                                    Name(id='n_xs') @146:56
                                    Name(id='SPLIT') @146:62
                                    Name(id='q0') @146:69
                                    Name(id='len_q') @146:73
                                    Name(id='qcols') @146:80
                                    Name(id='lse2_t') @146:87
                                    Name(id='delta_t') @146:95
                                    Name(id='BLOCK_M') @146:104
                      .orelse:
                        If(orelse=()) @147:17
                          .cond:
                            BoolOp(op='and') @147:22
                              .values:
                                BinOp(op='==') @147:22
                                  .lhs:
                                    Name(id='ACT') @147:22
                                  .rhs:
                                    Const(value='softmax') @147:29
                                Unary(op='not') @147:43
                                  .operand:
                                    Name(id='LSE_RING') @147:47
                          .body:
                            Assign(targets=('qi',)) @151:21
                              .value:
                                BinOp(op='+') @151:26
                                  .lhs:
                                    Name(id='q0') @151:26
                                  .rhs:
                                    Call(kwargs=()) @151:31
                                      .func:
                                        Name(id='minimum') @151:31
                                      .args:
                                        Name(id='qpos') @151:39
                                        BinOp(op='-') @151:45
                                          .lhs:
                                            Name(id='len_q') @151:45
                                          .rhs:
                                            Const(value=1) @151:53
                            Assign(targets=('lse2',)) @152:21
                              .value:
                                Index() @152:28
                                  .value:
                                    Name(id='lse2_t') @152:28
                                  .subs:
                                    Name(id='head') @152:35
                                    Name(id='qi') @152:41
                            Assign(targets=('dlt',)) @153:21
                              .value:
                                Index() @153:27
                                  .value:
                                    Name(id='delta_t') @153:27
                                  .subs:
                                    Name(id='head') @153:35
                                    Name(id='qi') @153:41
                    If() @154:17
                      .cond:
                        BinOp(op='==') @154:20
                          .lhs:
                            Name(id='part') @154:20
                          .rhs:
                            Const(value=0) @154:28
                      .body:
                        Assign(targets=('edge',)) @155:21
                          .value:
                            BinOp(op='>') @155:28
                              .lhs:
                                BinOp(op='*') @155:29
                                  .lhs:
                                    BinOp(op='+') @155:29
                                      .lhs:
                                        Name(id='mb') @155:29
                                      .rhs:
                                        Const(value=1) @155:34
                                  .rhs:
                                    Name(id='BLOCK_M') @155:39
                              .rhs:
                                Name(id='len_q') @155:49
                        If(orelse=()) @156:21
                          .cond:
                            Name(id='CAUSAL') @156:24
                          .body:
                            Assign(targets=('edge',)) @157:25
                              .value:
                                BoolOp(op='or') @157:32
                                  .values:
                                    Name(id='edge') @157:32
                                    BinOp(op='>') @157:40
                                      .lhs:
                                        BinOp(op='-') @157:40
                                          .lhs:
                                            BinOp(op='+') @157:40
                                              .lhs:
                                                Name(id='krow0') @157:40
                                              .rhs:
                                                Name(id='WG_N') @157:48
                                          .rhs:
                                            Const(value=1) @157:55
                                      .rhs:
                                        BinOp(op='+') @157:59
                                          .lhs:
                                            BinOp(op='*') @157:59
                                              .lhs:
                                                Name(id='mb') @157:59
                                              .rhs:
                                                Name(id='BLOCK_M') @157:64
                                          .rhs:
                                            BinOp(op='-') @157:75
                                              .lhs:
                                                Name(id='len_k') @157:75
                                              .rhs:
                                                Name(id='len_q') @157:83
                      .orelse:
                        Assign(targets=('edge',)) @159:21
                          .value:
                            Const(value=False) @159:28
                    Wait(phase=None) @160:17
                      .target:
                        Index() @160:22
                          .value:
                            Name(id='qd_ready') @160:22
                          .subs:
                            Name(id='slot') @160:31
                    If() @161:17
                      .cond:
                        Name(id='SMEM_P') @161:20
                      .body:
                        Assign(targets=('s_f',)) @164:21
                          .value:
                            Call(kwargs=()) @164:27
                              .func:
                                Name(id='mma_async') @164:27
                              .args:
                                Index() @164:37
                                  .value:
                                    Name(id='q_ring') @164:37
                                  .subs:
                                    Name(id='slot') @164:44
                                Attr(name='T') @164:51
                                  .value:
                                    Index() @164:51
                                      .value:
                                        Name(id='k_tile') @164:51
                                      .subs:
                                        Name(id='mine') @164:58
                        Assign(targets=('dp_f',)) @165:21
                          .value:
                            Call(kwargs=()) @165:28
                              .func:
                                Name(id='mma_async') @165:28
                              .args:
                                Index() @165:38
                                  .value:
                                    Name(id='do_ring') @165:38
                                  .subs:
                                    Name(id='slot') @165:46
                                Attr(name='T') @165:53
                                  .value:
                                    Index() @165:53
                                      .value:
                                        Name(id='v_tile') @165:53
                                      .subs:
                                        Name(id='mine') @165:60
                        Assign(targets=('s',)) @166:21
                          .value:
                            Call() @166:25
                              .func:
                                Name(id='mma_wait') @166:25
                              .args:
                                Name(id='s_f') @166:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @166:47
                                )
                        Assign(targets=('kpos',)) @169:21
                          .value:
                            BinOp(op='+') @169:28
                              .lhs:
                                Name(id='krow0') @169:28
                              .rhs:
                                Call(kwargs=()) @169:36
                                  .func:
                                    Name(id='arange') @169:36
                                  .args:
                                    Name(id='WG_N') @169:43
                        Assign(targets=('p', 'dact')) @170:21
                          .value:
                            Call(kwargs=()) @170:31
                              .func:
                                Name(id='probs') @170:31
                              .args:
                                Name(id='s') @170:37
                                Name(id='edge') @170:40
                                Index() @170:46
                                  .value:
                                    Name(id='qpos') @170:46
                                  .subs:
                                    FullSlice() @170:51
                                    Const(value=None) @170:54
                                Index() @170:61
                                  .value:
                                    Name(id='kpos') @170:61
                                  .subs:
                                    Const(value=None) @170:66
                                    FullSlice() @170:72
                                Name(id='len_q') @170:76
                                Name(id='len_k') @170:83
                                Index() @170:90
                                  .value:
                                    Name(id='lse2') @170:90
                                  .subs:
                                    FullSlice() @170:95
                                    Const(value=None) @170:98
                                Name(id='qk_scale') @170:105
                                Name(id='sm_scale') @171:37
                                Name(id='CAUSAL') @171:47
                                Name(id='ACT') @171:55
                        Assign(targets=('pb',)) @172:21
                          .value:
                            Call(kwargs=()) @172:26
                              .func:
                                Name(id='cast') @172:26
                              .args:
                                Name(id='p') @172:31
                                Name(id='DT') @172:34
                        If() @173:21
                          .cond:
                            Name(id='PD_SWAP') @173:24
                          .body:
                            Assign(targets=('p_slot',)) @174:25
                              .value:
                                Index() @174:34
                                  .value:
                                    Name(id='pd_s') @174:34
                                  .subs:
                                    BinOp(op='+') @174:39
                                      .lhs:
                                        BinOp(op='*') @174:39
                                          .lhs:
                                            Const(value=2) @174:39
                                          .rhs:
                                            Name(id='wg') @174:43
                                      .rhs:
                                        BinOp(op='%') @174:48
                                          .lhs:
                                            Name(id='slot') @174:48
                                          .rhs:
                                            Const(value=2) @174:55
                            Assign(targets=('ds_slot',)) @175:25
                              .value:
                                Index() @175:35
                                  .value:
                                    Name(id='pd_s') @175:35
                                  .subs:
                                    BinOp(op='-') @175:40
                                      .lhs:
                                        BinOp(op='+') @175:40
                                          .lhs:
                                            BinOp(op='*') @175:40
                                              .lhs:
                                                Const(value=2) @175:40
                                              .rhs:
                                                Name(id='wg') @175:44
                                          .rhs:
                                            Const(value=1) @175:49
                                      .rhs:
                                        BinOp(op='%') @175:53
                                          .lhs:
                                            Name(id='slot') @175:53
                                          .rhs:
                                            Const(value=2) @175:60
                          .orelse:
                            Assign(targets=('p_slot',)) @177:25
                              .value:
                                Index() @177:34
                                  .value:
                                    Name(id='p_s') @177:34
                                  .subs:
                                    Name(id='wg') @177:38
                            Assign(targets=('ds_slot',)) @178:25
                              .value:
                                Index() @178:35
                                  .value:
                                    Name(id='ds_s') @178:35
                                  .subs:
                                    Name(id='wg') @178:40
                        ExprStmt() @179:21
                          .value:
                            Call(kwargs=()) @179:21
                              .func:
                                Name(id='store_smem') @179:21
                              .args:
                                Name(id='p_slot') @179:32
                                Name(id='pb') @179:40
                        Fence() @180:21
                        Assign(targets=('dv_f',)) @181:21
                          .value:
                            Call(kwargs=()) @181:28
                              .func:
                                Name(id='mma_async') @181:28
                              .args:
                                Attr(name='T') @181:38
                                  .value:
                                    Name(id='p_slot') @181:38
                                Index() @181:48
                                  .value:
                                    Name(id='do_ring') @181:48
                                  .subs:
                                    Name(id='slot') @181:56
                                Name(id='acc_v') @181:63
                        If(orelse=()) @182:21
                          .cond:
                            BoolOp(op='and') @182:24
                              .values:
                                Name(id='P16') @182:24
                                BinOp(op='==') @182:32
                                  .lhs:
                                    Name(id='ACT') @182:32
                                  .rhs:
                                    Const(value='softmax') @182:39
                          .body:
                            Assign(targets=('p',)) @185:25
                              .value:
                                Call(kwargs=()) @185:29
                                  .func:
                                    Name(id='cast') @185:29
                                  .args:
                                    Name(id='pb') @185:34
                                    Name(id='f32') @185:38
                            Assign(targets=('dact',)) @186:25
                              .value:
                                Name(id='p') @186:32
                        Assign(targets=('dp',)) @187:21
                          .value:
                            Call() @187:26
                              .func:
                                Name(id='mma_wait') @187:26
                              .args:
                                Name(id='dp_f') @187:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @187:49
                                )
                        ExprStmt() @188:21
                          .value:
                            Call(kwargs=()) @188:21
                              .func:
                                Name(id='store_smem') @188:21
                              .args:
                                Name(id='ds_slot') @188:32
                                Call(kwargs=()) @188:41
                                  .func:
                                    Name(id='cast') @188:41
                                  .args:
                                    Call(kwargs=()) @188:46
                                      .func:
                                        Name(id='dscores') @188:46
                                      .args:
                                        Name(id='p') @188:54
                                        Name(id='dact') @188:57
                                        Name(id='dp') @188:63
                                        Index() @188:67
                                          .value:
                                            Name(id='dlt') @188:67
                                          .subs:
                                            FullSlice() @188:71
                                            Const(value=None) @188:74
                                        Name(id='ACT') @188:81
                                    Name(id='DT') @188:87
                        Fence() @189:21
                        Assign(targets=('dk_f',)) @190:21
                          .value:
                            Call(kwargs=()) @190:28
                              .func:
                                Name(id='mma_async') @190:28
                              .args:
                                Attr(name='T') @190:38
                                  .value:
                                    Name(id='ds_slot') @190:38
                                Index() @190:49
                                  .value:
                                    Name(id='q_ring') @190:49
                                  .subs:
                                    Name(id='slot') @190:56
                                Name(id='acc_k') @190:63
                        If(orelse=()) @191:21
                          .cond:
                            BoolOp(op='and') @191:24
                              .values:
                                BinOp(op='==') @191:24
                                  .lhs:
                                    Name(id='ACT') @191:24
                                  .rhs:
                                    Const(value='softmax') @191:31
                                Name(id='PREFETCH') @191:45
                                Unary(op='not') @191:58
                                  .operand:
                                    Name(id='pf_here') @191:62
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @192:25
                              .value:
                                Call(kwargs=()) @192:41
                                  .func:
                                    Name(id='lse_delta') @192:41
                                  .args:
                                    Call(kwargs=()) @192:51
                                      .func:
                                        Name(id='minimum') @192:51
                                      .args:
                                        BinOp(op='+') @192:59
                                          .lhs:
                                            Name(id='j') @192:59
                                          .rhs:
                                            Const(value=1) @192:63
                                        BinOp(op='-') @192:66
                                          .lhs:
                                            Name(id='steps') @192:66
                                          .rhs:
                                            Const(value=1) @192:74
                                    BinOp(op='-') @192:78
                                      .lhs:
                                        BinOp(op='*') @192:78
                                          .lhs:
                                            Const(value=2) @192:78
                                          .rhs:
                                            Name(id='part') @192:82
                                      .rhs:
                                        Const(value=1) @192:89
                                    BinOp(op='*') @192:92
                                      .lhs:
                                        Name(id='kvh') @192:92
                                      .rhs:
                                        Name(id='group') @192:98
                                    Name(id='m_lo') @192:105
                                    Name(id='rot') @192:111
                                    Name(id='n_m') @192:116
                                    Name(id='n_x') @193:51
                                    Name(id='n_xs') @193:56
                                    Name(id='SPLIT') @193:62
                                    Name(id='q0') @193:69
                                    Name(id='len_q') @193:73
                                    Name(id='qcols') @193:80
                                    Name(id='lse2_t') @193:87
                                    Name(id='delta_t') @193:95
                                    Name(id='BLOCK_M') @193:104
                        Assign(targets=('acc_v',)) @194:21
                          .value:
                            Call() @194:29
                              .func:
                                Name(id='mma_wait') @194:29
                              .args:
                                Name(id='dv_f') @194:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @194:52
                                )
                        Assign(targets=('acc_k',)) @195:21
                          .value:
                            Call(kwargs=()) @195:29
                              .func:
                                Name(id='mma_wait') @195:29
                              .args:
                                Name(id='dk_f') @195:38
                      .orelse:
                        Assign(targets=('st_f',)) @199:21
                          .value:
                            Call(kwargs=()) @199:28
                              .func:
                                Name(id='mma_async') @199:28
                              .args:
                                Index() @199:38
                                  .value:
                                    Name(id='k_tile') @199:38
                                  .subs:
                                    Name(id='mine') @199:45
                                Attr(name='T') @199:52
                                  .value:
                                    Index() @199:52
                                      .value:
                                        Name(id='q_ring') @199:52
                                      .subs:
                                        Name(id='slot') @199:59
                        Assign(targets=('dpt_f',)) @200:21
                          .value:
                            Call(kwargs=()) @200:29
                              .func:
                                Name(id='mma_async') @200:29
                              .args:
                                Index() @200:39
                                  .value:
                                    Name(id='v_tile') @200:39
                                  .subs:
                                    Name(id='mine') @200:46
                                Attr(name='T') @200:53
                                  .value:
                                    Index() @200:53
                                      .value:
                                        Name(id='do_ring') @200:53
                                      .subs:
                                        Name(id='slot') @200:61
                        Assign(targets=('st',)) @201:21
                          .value:
                            Call() @201:26
                              .func:
                                Name(id='mma_wait') @201:26
                              .args:
                                Name(id='st_f') @201:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @201:49
                                )
                        If() @202:21
                          .cond:
                            Name(id='LSE_RING') @202:24
                          .body:
                            Assign(targets=('lse2r',)) @203:25
                              .value:
                                Call(kwargs=()) @203:33
                                  .func:
                                    Name(id='load') @203:33
                                  .args:
                                    Index() @203:38
                                      .value:
                                        Name(id='lse_s') @203:38
                                      .subs:
                                        Name(id='slot') @203:44
                          .orelse:
                            Assign(targets=('lse2r',)) @205:25
                              .value:
                                Index() @205:33
                                  .value:
                                    Name(id='lse2') @205:33
                                  .subs:
                                    Const(value=None) @205:38
                                    FullSlice() @205:44
                        Assign(targets=('pt', 'dact')) @206:21
                          .value:
                            Call(kwargs=()) @206:32
                              .func:
                                Name(id='probs') @206:32
                              .args:
                                Name(id='st') @206:38
                                Name(id='edge') @206:42
                                Index() @206:48
                                  .value:
                                    Name(id='qpos') @206:48
                                  .subs:
                                    Const(value=None) @206:53
                                    FullSlice() @206:59
                                Index() @206:63
                                  .value:
                                    Name(id='krows') @206:63
                                  .subs:
                                    FullSlice() @206:69
                                    Const(value=None) @206:72
                                Name(id='len_q') @206:79
                                Name(id='len_k') @206:86
                                Name(id='lse2r') @206:93
                                Name(id='qk_scale') @206:100
                                Name(id='sm_scale') @207:38
                                Name(id='CAUSAL') @207:48
                                Name(id='ACT') @207:56
                        Assign(targets=('dv_f',)) @210:21
                          .value:
                            Call(kwargs=()) @210:28
                              .func:
                                Name(id='mma_async') @210:28
                              .args:
                                Call(kwargs=()) @210:38
                                  .func:
                                    Name(id='cast') @210:38
                                  .args:
                                    Name(id='pt') @210:43
                                    Name(id='DT') @210:47
                                Index() @210:52
                                  .value:
                                    Name(id='do_ring') @210:52
                                  .subs:
                                    Name(id='slot') @210:60
                                Name(id='acc_v') @210:67
                        Assign(targets=('dpt',)) @211:21
                          .value:
                            Call() @211:27
                              .func:
                                Name(id='mma_wait') @211:27
                              .args:
                                Name(id='dpt_f') @211:36
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @211:51
                                )
                        If() @212:21
                          .cond:
                            Name(id='LSE_RING') @212:24
                          .body:
                            Assign(targets=('dltr',)) @213:25
                              .value:
                                Call(kwargs=()) @213:32
                                  .func:
                                    Name(id='load') @213:32
                                  .args:
                                    Index() @213:37
                                      .value:
                                        Name(id='dl_s') @213:37
                                      .subs:
                                        Name(id='slot') @213:42
                          .orelse:
                            Assign(targets=('dltr',)) @215:25
                              .value:
                                Index() @215:32
                                  .value:
                                    Name(id='dlt') @215:32
                                  .subs:
                                    Const(value=None) @215:36
                                    FullSlice() @215:42
                        Assign(targets=('dst',)) @216:21
                          .value:
                            Call(kwargs=()) @216:27
                              .func:
                                Name(id='dscores') @216:27
                              .args:
                                Name(id='pt') @216:35
                                Name(id='dact') @216:39
                                Name(id='dpt') @216:45
                                Name(id='dltr') @216:50
                                Name(id='ACT') @216:56
                        Assign(targets=('dk_f',)) @217:21
                          .value:
                            Call(kwargs=()) @217:28
                              .func:
                                Name(id='mma_async') @217:28
                              .args:
                                Call(kwargs=()) @217:38
                                  .func:
                                    Name(id='cast') @217:38
                                  .args:
                                    Name(id='dst') @217:43
                                    Name(id='DT') @217:48
                                Index() @217:53
                                  .value:
                                    Name(id='q_ring') @217:53
                                  .subs:
                                    Name(id='slot') @217:60
                                Name(id='acc_k') @217:67
                        Assign(targets=('acc_v',)) @218:21
                          .value:
                            Call() @218:29
                              .func:
                                Name(id='mma_wait') @218:29
                              .args:
                                Name(id='dv_f') @218:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @218:52
                                )
                        Assign(targets=('acc_k',)) @219:21
                          .value:
                            Call(kwargs=()) @219:29
                              .func:
                                Name(id='mma_wait') @219:29
                              .args:
                                Name(id='dk_f') @219:38
                    Arrive(count=None) @220:17
                      .target:
                        Index() @220:24
                          .value:
                            Name(id='qd_free') @220:24
                          .subs:
                            Name(id='slot') @220:32
            Arrive(count=None) @221:9
              .target:
                Index() @221:16
                  .value:
                    Name(id='kv_free') @221:16
                  .subs:
                    Name(id='ks') @221:24
            Assign(targets=('k_scale',)) @222:9
              .value:
                Name(id='sm_scale') @222:19
            Assign(targets=('v_scale',)) @223:9
              .value:
                Const(value=1.0) @223:19
            If(orelse=()) @224:9
              .cond:
                BinOp(op='==') @224:12
                  .lhs:
                    Name(id='ACT') @224:12
                  .rhs:
                    Const(value='silu') @224:19
              .body:
                Assign(targets=('k_scale',)) @225:13
                  .value:
                    BinOp(op='*') @225:23
                      .lhs:
                        Name(id='sm_scale') @225:23
                      .rhs:
                        Name(id='out_scale') @225:34
                Assign(targets=('v_scale',)) @226:13
                  .value:
                    Name(id='out_scale') @226:23
            Assign(targets=('live',)) @227:9
              .value:
                BinOp(op='<') @227:16
                  .lhs:
                    Name(id='krows') @227:16
                  .rhs:
                    Name(id='len_k') @227:24
            Store() @228:9
              .target:
                Index() @228:9
                  .value:
                    Name(id='dk') @228:9
                  .subs:
                    Name(id='seq') @228:12
              .subs:
                Index() @228:17
                  .value:
                    Name(id='krows') @228:17
                  .subs:
                    FullSlice() @228:23
                    Const(value=None) @228:26
                Name(id='kvh') @228:33
                Index() @228:38
                  .value:
                    Call(kwargs=()) @228:38
                      .func:
                        Name(id='arange') @228:38
                      .args:
                        Name(id='D') @228:45
                  .subs:
                    Const(value=None) @228:48
                    FullSlice() @228:54
              .value:
                Call(kwargs=()) @228:60
                  .func:
                    Name(id='cast') @228:60
                  .args:
                    BinOp(op='*') @228:65
                      .lhs:
                        Name(id='acc_k') @228:65
                      .rhs:
                        Name(id='k_scale') @228:73
                    Name(id='DT') @228:82
              .mask:
                Index() @228:92
                  .value:
                    Name(id='live') @228:92
                  .subs:
                    FullSlice() @228:97
                    Const(value=None) @228:100
            Store() @229:9
              .target:
                Index() @229:9
                  .value:
                    Name(id='dv') @229:9
                  .subs:
                    Name(id='seq') @229:12
              .subs:
                Index() @229:17
                  .value:
                    Name(id='krows') @229:17
                  .subs:
                    FullSlice() @229:23
                    Const(value=None) @229:26
                Name(id='kvh') @229:33
                Index() @229:38
                  .value:
                    Call(kwargs=()) @229:38
                      .func:
                        Name(id='arange') @229:38
                      .args:
                        Name(id='D') @229:45
                  .subs:
                    Const(value=None) @229:48
                    FullSlice() @229:54
              .value:
                Call(kwargs=()) @229:60
                  .func:
                    Name(id='cast') @229:60
                  .args:
                    BinOp(op='*') @229:65
                      .lhs:
                        Name(id='acc_v') @229:65
                      .rhs:
                        Name(id='v_scale') @229:73
                    Name(id='DT') @229:82
              .mask:
                Index() @229:92
                  .value:
                    Name(id='live') @229:92
                  .subs:
                    FullSlice() @229:97
                    Const(value=None) @229:100