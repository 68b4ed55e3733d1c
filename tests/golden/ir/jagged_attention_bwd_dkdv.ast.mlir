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
                        Assign(targets=('qi',)) @115:21
                          .value:
                            BinOp(op='+') @115:26
                              .lhs:
                                Name(id='q0') @115:26
                              .rhs:
                                Call(kwargs=()) @115:31
                                  .func:
                                    Name(id='minimum') @115:31
                                  .args:
                                    BinOp(op='+') @115:39
                                      .lhs:
                                        BinOp(op='*') @115:39
                                          .lhs:
                                            Name(id='mb') @115:39
                                          .rhs:
                                            Name(id='BLOCK_M') @115:44
                                      .rhs:
                                        Call(kwargs=()) @115:54
                                          .func:
                                            Name(id='arange') @115:54
                                          .args:
                                            Name(id='BLOCK_M') @115:61
                                    BinOp(op='-') @115:71
                                      .lhs:
                                        Name(id='len_q') @115:71
                                      .rhs:
                                        Const(value=1) @115:79
                        If() @116:21
                          .cond:
                            Name(id='SMEM_P') @116:24
                          .body:
                            ExprStmt() @117:25
                              .value:
                                Call(kwargs=()) @117:25
                                  .func:
                                    Name(id='store_smem') @117:25
                                  .args:
                                    Index() @117:36
                                      .value:
                                        Name(id='lse_s') @117:36
                                      .subs:
                                        Name(id='slot') @117:42
                                    Index() @117:49
                                      .value:
                                        Index() @117:49
                                          .value:
                                            Name(id='lse2_t') @117:49
                                          .subs:
                                            Name(id='head') @117:56
                                            Name(id='qi') @117:62
                                      .subs:
                                        FullSlice() @117:66
                                        Const(value=None) @117:69
                            ExprStmt() @118:25
                              .value:
                                Call(kwargs=()) @118:25
                                  .func:
                                    Name(id='store_smem') @118:25
                                  .args:
                                    Index() @118:36
                                      .value:
                                        Name(id='dl_s') @118:36
                                      .subs:
                                        Name(id='slot') @118:41
                                    Index() @118:48
                                      .value:
                                        Index() @118:48
                                          .value:
                                            Name(id='delta_t') @118:48
                                          .subs:
                                            Name(id='head') @118:56
                                            Name(id='qi') @118:62
                                      .subs:
                                        FullSlice() @118:66
                                        Const(value=None) @118:69
                          .orelse:
                            ExprStmt() @120:25
                              .value:
                                Call(kwargs=()) @120:25
                                  .func:
                                    Name(id='store_smem') @120:25
                                  .args:
                                    Index() @120:36
                                      .value:
                                        Name(id='lse_s') @120:36
                                      .subs:
                                        Name(id='slot') @120:42
                                    Index() @120:49
                                      .value:
                                        Index() @120:49
                                          .value:
                                            Name(id='lse2_t') @120:49
                                          .subs:
                                            Name(id='head') @120:56
                                            Name(id='qi') @120:62
                                      .subs:
                                        Const(value=None) @120:66
                                        FullSlice() @120:72
                            ExprStmt() @121:25
                              .value:
                                Call(kwargs=()) @121:25
                                  .func:
                                    Name(id='store_smem') @121:25
                                  .args:
                                    Index() @121:36
                                      .value:
                                        Name(id='dl_s') @121:36
                                      .subs:
                                        Name(id='slot') @121:41
                                    Index() @121:48
                                      .value:
                                        Index() @121:48
                                          .value:
                                            Name(id='delta_t') @121:48
                                          .subs:
                                            Name(id='head') @121:56
                                            Name(id='qi') @121:62
                                      .subs:
                                        Const(value=None) @121:66
                                        FullSlice() @121:72
                    Expect() @122:17
                      .target:
                        Index() @122:24
                          .value:
                            Name(id='qd_ready') @122:24
                          .subs:
                            Name(id='slot') @122:33
                      .nbytes:
                        BinOp(op='+') @122:40
                          .lhs:
                            Call(kwargs=()) @122:40
                              .func:
                                Name(id='bytes') @122:40
                              .args:
                                Name(id='q_ring') @122:46
                          .rhs:
                            Call(kwargs=()) @122:56
                              .func:
                                Name(id='bytes') @122:56
                              .args:
                                Name(id='do_ring') @122:62
                    Tma() @123:17
                      .dst:
                        Index() @123:21
                          .value:
                            Name(id='q_ring') @123:21
                          .subs:
                            Name(id='slot') @123:28
                      .src:
                        Index() @123:37
                          .value:
                            Name(id='q') @123:37
                          .subs:
                            Name(id='seq') @123:39
                            Name(id='mb') @123:44
                            Name(id='head') @123:48
                      .signals:
                        Index() @123:62
                          .value:
                            Name(id='qd_ready') @123:62
                          .subs:
                            Name(id='slot') @123:71
                    Tma() @124:17
                      .dst:
                        Index() @124:21
                          .value:
                            Name(id='do_ring') @124:21
                          .subs:
                            Name(id='slot') @124:29
                      .src:
                        Index() @124:38
                          .value:
                            Name(id='d_o') @124:38
                          .subs:
                            Name(id='seq') @124:42
                            Name(id='mb') @124:47
                            Name(id='head') @124:51
                      .signals:
                        Index() @124:65
                          .value:
                            Name(id='qd_ready') @124:65
                          .subs:
                            Name(id='slot') @124:74
        Role(name='compute', replica='wg') @126:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @126:29
            )
            (
              'regs'
              Name(id='REGS') @126:39
            )
          .body:
            Assign(targets=('qk_scale',)) @127:9
              .value:
                BinOp(op='*') @127:20
                  .lhs:
                    Name(id='sm_scale') @127:20
                  .rhs:
                    Name(id='LOG2E') @127:31
            Assign(targets=('krow0',)) @128:9
              .value:
                BinOp(op='+') @128:17
                  .lhs:
                    BinOp(op='*') @128:17
                      .lhs:
                        Name(id='n') @128:17
                      .rhs:
                        Name(id='BLOCK_N') @128:21
                  .rhs:
                    BinOp(op='*') @128:31
                      .lhs:
                        Name(id='wg') @128:31
                      .rhs:
                        Name(id='WG_N') @128:36
            Assign(targets=('krows',)) @129:9
              .value:
                BinOp(op='+') @129:17
                  .lhs:
                    Name(id='krow0') @129:17
                  .rhs:
                    Call(kwargs=()) @129:25
                      .func:
                        Name(id='arange') @129:25
                      .args:
                        Name(id='WG_N') @129:32
            Assign(targets=('qcols',)) @130:9
              .value:
                Call(kwargs=()) @130:17
                  .func:
                    Name(id='arange') @130:17
                  .args:
                    Name(id='BLOCK_M') @130:24
            Assign(targets=('ks',)) @131:9
              .value:
                BinOp(op='%') @131:14
                  .lhs:
                    Name(id='tile_index') @131:14
                  .rhs:
                    Name(id='KVBUF') @131:27
            Assign(targets=('mine',)) @132:9
              .value:
                BinOp(op='+') @132:16
                  .lhs:
                    BinOp(op='*') @132:16
                      .lhs:
                        Name(id='ks') @132:16
                      .rhs:
                        Name(id='NWG') @132:21
                  .rhs:
                    Name(id='wg') @132:27
            Assign(targets=('acc_k',)) @133:9
              .value:
                Call(kwargs=()) @133:17
                  .func:
                    Name(id='zeros') @133:17
                  .args:
                    ListLit() @133:23
                      .elts:
                        Name(id='WG_N') @133:24
                        Name(id='D') @133:30
                    Name(id='f32') @133:34
            Assign(targets=('acc_v',)) @134:9
              .value:
                Call(kwargs=()) @134:17
                  .func:
                    Name(id='zeros') @134:17
                  .args:
                    ListLit() @134:23
                      .elts:
                        Name(id='WG_N') @134:24
                        Name(id='D') @134:30
                    Name(id='f32') @134:34
            Wait(phase=None) @135:9
              .target:
                Index() @135:14
                  .value:
                    Name(id='kv_ready') @135:14
                  .subs:
                    Name(id='ks') @135:23
            If(orelse=()) @137:9
              .cond:
                BoolOp(op='and') @137:12
                  .values:
                    BinOp(op='==') @137:12
                      .lhs:
                        Name(id='ACT') @137:12
                      .rhs:
                        Const(value='softmax') @137:19
                    Name(id='PREFETCH') @137:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @138:13
                  .value:
                    Call(kwargs=()) @138:29
                      .func:
                        Name(id='lse_delta') @138:29
                      .args:
                        Const(value=0) @138:39
                        Unary(op='-') @138:42
                          .operand:
                            Const(value=1) @138:43
                        BinOp(op='*') @138:46
                          .lhs:
                            Name(id='kvh') @138:46
                          .rhs:
                            Name(id='group') @138:52
                        Name(id='m_lo') @138:59
                        Name(id='rot') @138:65
                        Name(id='n_m') @138:70
                        Name(id='n_x') @138:75
                        Name(id='n_xs') @138:80
                        Name(id='SPLIT') @138:86
                        Name(id='q0') @138:93
                        Name(id='len_q') @138:97
                        Name(id='qcols') @138:104
                        Name(id='lse2_t') @138:111
                        Name(id='delta_t') @139:39
                        Name(id='BLOCK_M') @139:48
            For(var='part') @140:9
              .iter:
                Call(kwargs=()) @140:21
                  .func:
                    Name(id='static_range') @140:21
                  .args:
                    Name(id='PARTS') @140:34
              .body:
                Assign(targets=('lo', 'hi')) @141:13
                  .value:
                    Call(kwargs=()) @141:22
                      .func:
                        Name(id='part_bounds') @141:22
                      .args:
                        Name(id='part') @141:34
                        Name(id='n_xs') @141:40
                        Name(id='steps') @141:46
                        Name(id='SPLIT') @141:53
                Pipeline(var='j', slot='slot', ring='qd') @142:13
                  .iter:
                    Call(kwargs=()) @142:27
                      .func:
                        Name(id='range') @142:27
                      .args:
                        Name(id='lo') @142:33
                        Name(id='hi') @142:37
                  .stages:
                    Name(id='STAGES') @142:54
                  .body:
                    Assign(targets=('head', 'mb')) @143:17
                      .value:
                        Call(kwargs=()) @143:28
                          .func:
                            Name(id='step_block') @143:28
                          .args:
                            Name(id='j') @143:39
                            Name(id='part') @143:42
                            BinOp(op='*') @143:48
                              .lhs:
                                Name(id='kvh') @143:48
                              .rhs:
                                Name(id='group') @143:54
                            Name(id='m_lo') @143:61
                            Name(id='rot') @143:67
                            Name(id='n_m') @143:72
                            Name(id='n_x') @143:77
                            Name(id='n_xs') @143:82
                            Name(id='SPLIT') @143:88
                    Assign(targets=('qpos',)) @144:17
                      .value:
                        BinOp(op='+') @144:24
                          .lhs:
                            BinOp(op='*') @144:24
                              .lhs:
                                Name(id='mb') @144:24
                              .rhs:
                                Name(id='BLOCK_M') @144:29
                          .rhs:
                            Name(id='qcols') @144:39
                    Assign(targets=('lse2',)) @145:17
                      .value:
                        Call(kwargs=()) @145:24
                          .func:
                            Name(id='zeros') @145:24
                          .args:
                            ListLit() @145:30
                              .elts:
                                Name(id='BLOCK_M') @145:31
                            Name(id='f32') @145:41
                    Assign(targets=('dlt',)) @146:17
                      .value:
                        Call(kwargs=()) @146:23
                          .func:
                            Name(id='zeros') @146:23
                          .args:
                            ListLit() @146:29
                              .elts:
                                Name(id='BLOCK_M') @146:30
                            Name(id='f32') @146:40
                    Assign(targets=('pf_here',)) @150:17
                      .value:
                        BoolOp(op='and') @150:27
                          .values:
                            Name(id='PREFETCH') @150:27
                            Unary(op='not') @150:40
                              .operand:
                                BoolOp(op='and') @150:45
                                  .values:
                                    Name(id='PF_LATE') @150:45
                                    Name(id='SMEM_P') @150:57
                    If() @151:17
                      .cond:
                        BoolOp(op='and') @151:20
                          .values:
                            BinOp(op='==') @151:20
                              .lhs:
                                Name(id='ACT') @151:20
                              .rhs:
                                Const(value='softmax') @151:27
                            Name(id='PREFETCH') @151:41
                      .body:
                        Assign(targets=('lse2',)) @152:21
                          .value:
                            Name(id='lse2_n') @152:28
                        Assign(targets=('dlt',)) @153:21
                          .value:
                            Name(id='dlt_n') @153:27
                        If(orelse=()) @154:21
                          .cond:
                            Name(id='pf_here') @154:24
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @155:25
                              .value:
                                Call(kwargs=()) @155:41
                                  .func:
                                    Name(id='lse_delta') @155:41
                                  .args:
                                    Call(kwargs=()) @155:51
                                      .func:
                                        Name(id='minimum') @155:51
                                      .args:
                                        BinOp(op='+') @155:59
                                          .lhs:
                                            Name(id='j') @155:59
                                          .rhs:
                                            Const(value=1) @155:63
                                        BinOp(op='-') @155:66
                                          .lhs:
                                            Name(id='steps') @155:66
                                          .rhs:
                                            Const(value=1) @155:74
                                    BinOp(op='-') @155:78
                                      .lhs:
                                        BinOp(op='*') @155:78
                                          .lhs:
                                            Const(value=2) @155:78
                                          .rhs:
                                            Name(id='part') @155:82
                                      .rhs:
                                        Const(value=1) @155:89
                                    BinOp(op='*') @155:92
                                      .lhs:
                                        Name(id='kvh') @155:92
                                      .rhs:
                                        Name(id='group') @155:98
                                    Name(id='m_lo') @155:105
                                    Name(id='rot') @155:111
                                    Name(id='n_m') @155:116
                                    Name(id='n_x') @156:51
                                    Name(id='n_xs') @156:56
                                    Name(id='SPLIT') @156:62
                                    Name(id='q0') @156:69
                                    Name(id='len_q') @156:73
                                    Name(id='qcols') @156:80
                                    Name(id='lse2_t') @156:87
                                    Name(id='delta_t') @156:95
                                    Name(id='BLOCK_M') @156:104
                      .orelse:
                        If(orelse=()) @157:17
                          .cond:
                            BoolOp(op='and') @157:22
                              .values:
                                BinOp(op='==') @157:22
                                  .lhs:
                                    Name(id='ACT') @157:22
                                  .rhs:
                                    Const(value='softmax') @157:29
                                Unary(op='not') @157:43
                                  .operand:
                                    Name(id='LSE_RING') @157:47
                          .body:
                            Assign(targets=('qi',)) @161:21
                              .value:
                                BinOp(op='+') @161:26
                                  .lhs:
                                    Name(id='q0') @161:26
                                  .rhs:
                                    Call(kwargs=()) @161:31
                                      .func:
                                        Name(id='minimum') @161:31
                                      .args:
                                        Name(id='qpos') @161:39
                                        BinOp(op='-') @161:45
                                          .lhs:
                                            Name(id='len_q') @161:45
                                          .rhs:
                                            Const(value=1) @161:53
                            Assign(targets=('lse2',)) @162:21
                              .value:
                                Index() @162:28
                                  .value:
                                    Name(id='lse2_t') @162:28
                                  .subs:
                                    Name(id='head') @162:35
                                    Name(id='qi') @162:41
                            Assign(targets=('dlt',)) @163:21
                              .value:
                                Index() @163:27
                                  .value:
                                    Name(id='delta_t') @163:27
                                  .subs:
                                    Name(id='head') @163:35
                                    Name(id='qi') @163:41
                    If() @164:17
                      .cond:
                        BinOp(op='==') @164:20
                          .lhs:
                            Name(id='part') @164:20
                          .rhs:
                            Const(value=0) @164:28
                      .body:
                        Assign(targets=('edge',)) @165:21
                          .value:
                            BinOp(op='>') @165:28
                              .lhs:
                                BinOp(op='*') @165:29
                                  .lhs:
                                    BinOp(op='+') @165:29
                                      .lhs:
                                        Name(id='mb') @165:29
                                      .rhs:
                                        Const(value=1) @165:34
                                  .rhs:
                                    Name(id='BLOCK_M') @165:39
                              .rhs:
                                Name(id='len_q') @165:49
                        If(orelse=()) @166:21
                          .cond:
                            Name(id='CAUSAL') @166:24
                          .body:
                            Assign(targets=('edge',)) @167:25
                              .value:
                                BoolOp(op='or') @167:32
                                  .values:
                                    Name(id='edge') @167:32
                                    BinOp(op='>') @167:40
                                      .lhs:
                                        BinOp(op='-') @167:40
                                          .lhs:
                                            BinOp(op='+') @167:40
                                              .lhs:
                                                Name(id='krow0') @167:40
                                              .rhs:
                                                Name(id='WG_N') @167:48
                                          .rhs:
                                            Const(value=1) @167:55
                                      .rhs:
                                        BinOp(op='+') @167:59
                                          .lhs:
                                            BinOp(op='*') @167:59
                                              .lhs:
                                                Name(id='mb') @167:59
                                              .rhs:
                                                Name(id='BLOCK_M') @167:64
                                          .rhs:
                                            BinOp(op='-') @167:75
                                              .lhs:
                                                Name(id='len_k') @167:75
                                              .rhs:
                                                Name(id='len_q') @167:83
                      .orelse:
                        Assign(targets=('edge',)) @169:21
                          .value:
                            Const(value=False) @169:28
                    Wait(phase=None) @170:17
                      .target:
                        Index() @170:22
                          .value:
                            Name(id='qd_ready') @170:22
                          .subs:
                            Name(id='slot') @170:31
                    If() @171:17
                      .cond:
                        Name(id='SMEM_P') @171:20
                      .body:
                        Assign(targets=('s_f',)) @174:21
                          .value:
                            Call(kwargs=()) @174:27
                              .func:
                                Name(id='mma_async') @174:27
                              .args:
                                Index() @174:37
                                  .value:
                                    Name(id='q_ring') @174:37
                                  .subs:
                                    Name(id='slot') @174:44
                                Attr(name='T') @174:51
                                  .value:
                                    Index() @174:51
                                      .value:
                                        Name(id='k_tile') @174:51
                                      .subs:
                                        Name(id='mine') @174:58
                        Assign(targets=('dp_f',)) @175:21
                          .value:
                            Call(kwargs=()) @175:28
                              .func:
                                Name(id='mma_async') @175:28
                              .args:
                                Index() @175:38
                                  .value:
                                    Name(id='do_ring') @175:38
                                  .subs:
                                    Name(id='slot') @175:46
                                Attr(name='T') @175:53
                                  .value:
                                    Index() @175:53
                                      .value:
                                        Name(id='v_tile') @175:53
                                      .subs:
                                        Name(id='mine') @175:60
                        Assign(targets=('s',)) @176:21
                          .value:
                            Call() @176:25
                              .func:
                                Name(id='mma_wait') @176:25
                              .args:
                                Name(id='s_f') @176:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @176:47
                                )
                        Assign(targets=('kpos',)) @179:21
                          .value:
                            BinOp(op='+') @179:28
                              .lhs:
                                Name(id='krow0') @179:28
                              .rhs:
                                Call(kwargs=()) @179:36
                                  .func:
                                    Name(id='arange') @179:36
                                  .args:
                                    Name(id='WG_N') @179:43
                        If() @180:21
                          .cond:
                            Name(id='LSE_RING') @180:24
                          .body:
                            Assign(targets=('lse2c',)) @181:25
                              .value:
                                Call(kwargs=()) @181:33
                                  .func:
                                    Name(id='load') @181:33
                                  .args:
                                    Index() @181:38
                                      .value:
                                        Name(id='lse_s') @181:38
                                      .subs:
                                        Name(id='slot') @181:44
                          .orelse:
                            Assign(targets=('lse2c',)) @183:25
                              .value:
                                Index() @183:33
                                  .value:
                                    Name(id='lse2') @183:33
                                  .subs:
                                    FullSlice() @183:38
                                    Const(value=None) @183:41
                        Assign(targets=('p', 'dact')) @184:21
                          .value:
                            Call(kwargs=()) @184:31
                              .func:
                                Name(id='probs') @184:31
                              .args:
                                Name(id='s') @184:37
                                Name(id='edge') @184:40
                                Index() @184:46
                                  .value:
                                    Name(id='qpos') @184:46
                                  .subs:
                                    FullSlice() @184:51
                                    Const(value=None) @184:54
                                Index() @184:61
                                  .value:
                                    Name(id='kpos') @184:61
                                  .subs:
                                    Const(value=None) @184:66
                                    FullSlice() @184:72
                                Name(id='len_q') @184:76
                                Name(id='len_k') @184:83
                                Name(id='lse2c') @184:90
                                Name(id='qk_scale') @184:97
                                Name(id='sm_scale') @185:37
                                Name(id='CAUSAL') @185:47
                                Name(id='ACT') @185:55
                        Assign(targets=('pb',)) @186:21
                          .value:
                            Call(kwargs=()) @186:26
                              .func:
                                Name(id='cast') @186:26
                              .args:
                                Name(id='p') @186:31
                                Name(id='DT') @186:34
                        If() @187:21
                          .cond:
                            Name(id='PD_SWAP') @187:24
                          .body:
                            Assign(targets=('p_slot',)) @188:25
                              .value:
                                Index() @188:34
                                  .value:
                                    Name(id='pd_s') @188:34
                                  .subs:
                                    BinOp(op='+') @188:39
                                      .lhs:
                                        BinOp(op='*') @188:39
                                          .lhs:
                                            Const(value=2) @188:39
                                          .rhs:
                                            Name(id='wg') @188:43
                                      .rhs:
                                        BinOp(op='%') @188:48
                                          .lhs:
                                            Name(id='slot') @188:48
                                          .rhs:
                                            Const(value=2) @188:55
                            Assign(targets=('ds_slot',)) @189:25
                              .value:
                                Index() @189:35
                                  .value:
                                    Name(id='pd_s') @189:35
                                  .subs:
                                    BinOp(op='-') @189:40
                                      .lhs:
                                        BinOp(op='+') @189:40
                                          .lhs:
                                            BinOp(op='*') @189:40
                                              .lhs:
                                                Const(value=2) @189:40
                                              .rhs:
                                                Name(id='wg') @189:44
                                          .rhs:
                                            Const(value=1) @189:49
                                      .rhs:
                                        BinOp(op='%') @189:53
                                          .lhs:
                                            Name(id='slot') @189:53
                                          .rhs:
                                            Const(value=2) @189:60
                          .orelse:
                            Assign(targets=('p_slot',)) @191:25
                              .value:
                                Index() @191:34
                                  .value:
                                    Name(id='p_s') @191:34
                                  .subs:
                                    Name(id='wg') @191:38
                            Assign(targets=('ds_slot',)) @192:25
                              .value:
                                Index() @192:35
                                  .value:
                                    Name(id='ds_s') @192:35
                                  .subs:
                                    Name(id='wg') @192:40
                        ExprStmt() @193:21
                          .value:
                            Call(kwargs=()) @193:21
                              .func:
                                Name(id='store_smem') @193:21
                              .args:
                                Name(id='p_slot') @193:32
                                Name(id='pb') @193:40
                        Fence() @194:21
                        Assign(targets=('dv_f',)) @195:21
                          .value:
                            Call(kwargs=()) @195:28
                              .func:
                                Name(id='mma_async') @195:28
                              .args:
                                Attr(name='T') @195:38
                                  .value:
                                    Name(id='p_slot') @195:38
                                Index() @195:48
                                  .value:
                                    Name(id='do_ring') @195:48
                                  .subs:
                                    Name(id='slot') @195:56
                                Name(id='acc_v') @195:63
                        If(orelse=()) @196:21
                          .cond:
                            BoolOp(op='and') @196:24
                              .values:
                                Name(id='P16') @196:24
                                BinOp(op='==') @196:32
                                  .lhs:
                                    Name(id='ACT') @196:32
                                  .rhs:
                                    Const(value='softmax') @196:39
                          .body:
                            Assign(targets=('p',)) @199:25
                              .value:
                                Call(kwargs=()) @199:29
                                  .func:
                                    Name(id='cast') @199:29
                                  .args:
                                    Name(id='pb') @199:34
                                    Name(id='f32') @199:38
                            Assign(targets=('dact',)) @200:25
                              .value:
                                Name(id='p') @200:32
                        Assign(targets=('dp',)) @201:21
                          .value:
                            Call() @201:26
                              .func:
                                Name(id='mma_wait') @201:26
                              .args:
                                Name(id='dp_f') @201:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @201:49
                                )
                        If() @202:21
                          .cond:
                            Name(id='LSE_RING') @202:24
                          .body:
                            Assign(targets=('dltc',)) @203:25
                              .value:
                                Call(kwargs=()) @203:32
                                  .func:
                                    Name(id='load') @203:32
                                  .args:
                                    Index() @203:37
                                      .value:
                                        Name(id='dl_s') @203:37
                                      .subs:
                                        Name(id='slot') @203:42
                          .orelse:
                            Assign(targets=('dltc',)) @205:25
                              .value:
                                Index() @205:32
                                  .value:
                                    Name(id='dlt') @205:32
                                  .subs:
                                    FullSlice() @205:36
                                    Const(value=None) @205:39
                        ExprStmt() @206:21
                          .value:
                            Call(kwargs=()) @206:21
                              .func:
                                Name(id='store_smem') @206:21
                              .args:
                                Name(id='ds_slot') @206:32
                                Call(kwargs=()) @206:41
                                  .func:
                                    Name(id='cast') @206:41
                                  .args:
                                    Call(kwargs=()) @206:46
                                      .func:
                                        Name(id='dscores') @206:46
                                      .args:
                                        Name(id='p') @206:54
                                        Name(id='dact') @206:57
                                        Name(id='dp') @206:63
                                        Name(id='dltc') @206:67
                                        Name(id='ACT') @206:73
                                    Name(id='DT') @206:79
                        Fence() @207:21
                        Assign(targets=('dk_f',)) @208:21
                          .value:
                            Call(kwargs=()) @208:28
                              .func:
                                Name(id='mma_async') @208:28
                              .args:
                                Attr(name='T') @208:38
                                  .value:
                                    Name(id='ds_slot') @208:38
                                Index() @208:49
                                  .value:
                                    Name(id='q_ring') @208:49
                                  .subs:
                                    Name(id='slot') @208:56
                                Name(id='acc_k') @208:63
                        If(orelse=()) @209:21
                          .cond:
                            BoolOp(op='and') @209:24
                              .values:
                                BinOp(op='==') @209:24
                                  .lhs:
                                    Name(id='ACT') @209:24
                                  .rhs:
                                    Const(value='softmax') @209:31
                                Name(id='PREFETCH') @209:45
                                Unary(op='not') @209:58
                                  .operand:
                                    Name(id='pf_here') @209:62
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @210:25
                              .value:
                                Call(kwargs=()) @210:41
                                  .func:
                                    Name(id='lse_delta') @210:41
                                  .args:
                                    Call(kwargs=()) @210:51
                                      .func:
                                        Name(id='minimum') @210:51
                                      .args:
                                        BinOp(op='+') @210:59
                                          .lhs:
                                            Name(id='j') @210:59
                                          .rhs:
                                            Const(value=1) @210:63
                                        BinOp(op='-') @210:66
                                          .lhs:
                                            Name(id='steps') @210:66
                                          .rhs:
                                            Const(value=1) @210:74
                                    BinOp(op='-') @210:78
                                      .lhs:
                                        BinOp(op='*') @210:78
                                          .lhs:
                                            Const(value=2) @210:78
                                          .rhs:
                                            Name(id='part') @210:82
                                      .rhs:
                                        Const(value=1) @210:89
                                    BinOp(op='*') @210:92
                                      .lhs:
                                        Name(id='kvh') @210:92
                                      .rhs:
                                        Name(id='group') @210:98
                                    Name(id='m_lo') @210:105
                                    Name(id='rot') @210:111
                                    Name(id='n_m') @210:116
                                    Name(id='n_x') @211:51
                                    Name(id='n_xs') @211:56
                                    Name(id='SPLIT') @211:62
                                    Name(id='q0') @211:69
                                    Name(id='len_q') @211:73
                                    Name(id='qcols') @211:80
                                    Name(id='lse2_t') @211:87
                                    Name(id='delta_t') @211:95
                                    Name(id='BLOCK_M') @211:104
                        Assign(targets=('acc_v',)) @212:21
                          .value:
                            Call() @212:29
                              .func:
                                Name(id='mma_wait') @212:29
                              .args:
                                Name(id='dv_f') @212:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @212:52
                                )
                        Assign(targets=('acc_k',)) @213:21
                          .value:
                            Call(kwargs=()) @213:29
                              .func:
                                Name(id='mma_wait') @213:29
                              .args:
                                Name(id='dk_f') @213:38
                      .orelse:
                        Assign(targets=('st_f',)) @217:21
                          .value:
                            Call(kwargs=()) @217:28
                              .func:
                                Name(id='mma_async') @217:28
                              .args:
                                Index() @217:38
                                  .value:
                                    Name(id='k_tile') @217:38
                                  .subs:
                                    Name(id='mine') @217:45
                                Attr(name='T') @217:52
                                  .value:
                                    Index() @217:52
                                      .value:
                                        Name(id='q_ring') @217:52
                                      .subs:
                                        Name(id='slot') @217:59
                        Assign(targets=('dpt_f',)) @218:21
                          .value:
                            Call(kwargs=()) @218:29
                              .func:
                                Name(id='mma_async') @218:29
                              .args:
                                Index() @218:39
                                  .value:
                                    Name(id='v_tile') @218:39
                                  .subs:
                                    Name(id='mine') @218:46
                                Attr(name='T') @218:53
                                  .value:
                                    Index() @218:53
                                      .value:
                                        Name(id='do_ring') @218:53
                                      .subs:
                                        Name(id='slot') @218:61
                        Assign(targets=('st',)) @219:21
                          .value:
                            Call() @219:26
                              .func:
                                Name(id='mma_wait') @219:26
                              .args:
                                Name(id='st_f') @219:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @219:49
                                )
                        If() @220:21
                          .cond:
                            Name(id='LSE_RING') @220:24
                          .body:
                            Assign(targets=('lse2r',)) @221:25
                              .value:
                                Call(kwargs=()) @221:33
                                  .func:
                                    Name(id='load') @221:33
                                  .args:
                                    Index() @221:38
                                      .value:
                                        Name(id='lse_s') @221:38
                                      .subs:
                                        Name(id='slot') @221:44
                          .orelse:
                            Assign(targets=('lse2r',)) @223:25
                              .value:
                                Index() @223:33
                                  .value:
                                    Name(id='lse2') @223:33
                                  .subs:
                                    Const(value=None) @223:38
                                    FullSlice() @223:44
                        Assign(targets=('pt', 'dact')) @224:21
                          .value:
                            Call(kwargs=()) @224:32
                              .func:
                                Name(id='probs') @224:32
                              .args:
                                Name(id='st') @224:38
                                Name(id='edge') @224:42
                                Index() @224:48
                                  .value:
                                    Name(id='qpos') @224:48
                                  .subs:
                                    Const(value=None) @224:53
                                    FullSlice() @224:59
                                Index() @224:63
                                  .value:
                                    Name(id='krows') @224:63
                                  .subs:
                                    FullSlice() @224:69
                                    Const(value=None) @224:72
                                Name(id='len_q') @224:79
                                Name(id='len_k') @224:86
                                Name(id='lse2r') @224:93
                                Name(id='qk_scale') @224:100
                                Name(id='sm_scale') @225:38
                                Name(id='CAUSAL') @225:48
                                Name(id='ACT') @225:56
                        Assign(targets=('dv_f',)) @228:21
                          .value:
                            Call(kwargs=()) @228:28
                              .func:
                                Name(id='mma_async') @228:28
                              .args:
                                Call(kwargs=()) @228:38
                                  .func:
                                    Name(id='cast') @228:38
                                  .args:
                                    Name(id='pt') @228:43
                                    Name(id='DT') @228:47
                                Index() @228:52
                                  .value:
                                    Name(id='do_ring') @228:52
                                  .subs:
                                    Name(id='slot') @228:60
                                Name(id='acc_v') @228:67
                        Assign(targets=('dpt',)) @229:21
                          .value:
                            Call() @229:27
                              .func:
                                Name(id='mma_wait') @229:27
                              .args:
                                Name(id='dpt_f') @229:36
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @229:51
                                )
                        If() @230:21
                          .cond:
                            Name(id='LSE_RING') @230:24
                          .body:
                            Assign(targets=('dltr',)) @231:25
                              .value:
                                Call(kwargs=()) @231:32
                                  .func:
                                    Name(id='load') @231:32
                                  .args:
                                    Index() @231:37
                                      .value:
                                        Name(id='dl_s') @231:37
                                      .subs:
                                        Name(id='slot') @231:42
                          .orelse:
                            Assign(targets=('dltr',)) @233:25
                              .value:
                                Index() @233:32
                                  .value:
                                    Name(id='dlt') @233:32
                                  .subs:
                                    Const(value=None) @233:36
                                    FullSlice() @233:42
                        Assign(targets=('dst',)) @234:21
                          .value:
                            Call(kwargs=()) @234:27
                              .func:
                                Name(id='dscores') @234:27
                              .args:
                                Name(id='pt') @234:35
                                Name(id='dact') @234:39
                                Name(id='dpt') @234:45
                                Name(id='dltr') @234:50
                                Name(id='ACT') @234:56
                        Assign(targets=('dk_f',)) @235:21
                          .value:
                            Call(kwargs=()) @235:28
                              .func:
                                Name(id='mma_async') @235:28
                              .args:
                                Call(kwargs=()) @235:38
                                  .func:
                                    Name(id='cast') @235:38
                                  .args:
                                    Name(id='dst') @235:43
                                    Name(id='DT') @235:48
                                Index() @235:53
                                  .value:
                                    Name(id='q_ring') @235:53
                                  .subs:
                                    Name(id='slot') @235:60
                                Name(id='acc_k') @235:67
                        Assign(targets=('acc_v',)) @236:21
                          .value:
                            Call() @236:29
                              .func:
                                Name(id='mma_wait') @236:29
                              .args:
                                Name(id='dv_f') @236:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @236:52
                                )
                        Assign(targets=('acc_k',)) @237:21
                          .value:
                            Call(kwargs=()) @237:29
                              .func:
                                Name(id='mma_wait') @237:29
                              .args:
                                Name(id='dk_f') @237:38
                    Arrive(count=None) @238:17
                      .target:
                        Index() @238:24
                          .value:
                            Name(id='qd_free') @238:24
                          .subs:
                            Name(id='slot') @238:32
            Arrive(count=None) @239:9
              .target:
                Index() @239:16
                  .value:
                    Name(id='kv_free') @239:16
                  .subs:
                    Name(id='ks') @239:24
            Assign(targets=('k_scale',)) @240:9
              .value:
                Name(id='sm_scale') @240:19
            Assign(targets=('v_scale',)) @241:9
              .value:
                Const(value=1.0) @241:19
            If(orelse=()) @242:9
              .cond:
                BinOp(op='==') @242:12
                  .lhs:
                    Name(id='ACT') @242:12
                  .rhs:
                    Const(value='silu') @242:19
              .body:
                Assign(targets=('k_scale',)) @243:13
                  .value:
                    BinOp(op='*') @243:23
                      .lhs:
                        Name(id='sm_scale') @243:23
                      .rhs:
                        Name(id='out_scale') @243:34
                Assign(targets=('v_scale',)) @244:13
                  .value:
                    Name(id='out_scale') @244:23
            Assign(targets=('live',)) @245:9
              .value:
                BinOp(op='<') @245:16
                  .lhs:
                    Name(id='krows') @245:16
                  .rhs:
                    Name(id='len_k') @245:24
            Store() @246:9
              .target:
                Index() @246:9
                  .value:
                    Name(id='dk') @246:9
                  .subs:
                    Name(id='seq') @246:12
              .subs:
                Index() @246:17
                  .value:
                    Name(id='krows') @246:17
                  .subs:
                    FullSlice() @246:23
                    Const(value=None) @246:26
                Name(id='kvh') @246:33
                Index() @246:38
                  .value:
                    Call(kwargs=()) @246:38
                      .func:
                        Name(id='arange') @246:38
                      .args:
                        Name(id='D') @246:45
                  .subs:
                    Const(value=None) @246:48
                    FullSlice() @246:54
              .value:
                Call(kwargs=()) @246:60
                  .func:
                    Name(id='cast') @246:60
                  .args:
                    BinOp(op='*') @246:65
                      .lhs:
                        Name(id='acc_k') @246:65
                      .rhs:
                        Name(id='k_scale') @246:73
                    Name(id='DT') @246:82
              .mask:
                Index() @246:92
                  .value:
                    Name(id='live') @246:92
                  .subs:
                    FullSlice() @246:97
                    Const(value=None) @246:100
            Store() @247:9
              .target:
                Index() @247:9
                  .value:
                    Name(id='dv') @247:9
                  .subs:
                    Name(id='seq') @247:12
              .subs:
                Index() @247:17
                  .value:
                    Name(id='krows') @247:17
                  .subs:
                    FullSlice() @247:23
                    Const(value=None) @247:26
                Name(id='kvh') @247:33
                Index() @247:38
                  .value:
                    Call(kwargs=()) @247:38
                      .func:
                        Name(id='arange') @247:38
                      .args:
                        Name(id='D') @247:45
                  .subs:
                    Const(value=None) @247:48
                    FullSlice() @247:54
              .value:
                Call(kwargs=()) @247:60
                  .func:
                    Name(id='cast') @247:60
                  .args:
                    BinOp(op='*') @247:65
                      .lhs:
                        Name(id='acc_v') @247:65
                      .rhs:
                        Name(id='v_scale') @247:73
                    Name(id='DT') @247:82
              .mask:
                Index() @247:92
                  .value:
                    Name(id='live') @247:92
                  .subs:
                    FullSlice() @247:97
                    Const(value=None) @247:100