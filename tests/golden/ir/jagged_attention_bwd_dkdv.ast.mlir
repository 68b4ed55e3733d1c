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
        BarrierDecl(name='kv_ready', kwargs=()) @41:5
          .size:
            Name(id='KVBUF') @41:22
        BarrierDecl(name='kv_free') @42:5
          .size:
            Name(id='KVBUF') @42:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @42:34
                .lhs:
                  Name(id='BLOCK_N') @42:34
                .rhs:
                  Name(id='WG_N') @42:45
            )
        BarrierDecl(name='qd_ready', kwargs=()) @43:5
          .size:
            Name(id='STAGES') @43:22
        BarrierDecl(name='qd_free') @44:5
          .size:
            Name(id='STAGES') @44:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @44:35
                .lhs:
                  Name(id='BLOCK_N') @44:35
                .rhs:
                  Name(id='WG_N') @44:46
            )
        Assign(targets=('len_q',)) @46:5
          .value:
            Attr(name='len') @46:13
              .value:
                Index() @46:13
                  .value:
                    Name(id='q') @46:13
                  .subs:
                    Name(id='seq') @46:15
        Assign(targets=('len_k',)) @47:5
          .value:
            Attr(name='len') @47:13
              .value:
                Index() @47:13
                  .value:
                    Name(id='k') @47:13
                  .subs:
                    Name(id='seq') @47:15
        Assign(targets=('q0',)) @48:5
          .value:
            Attr(name='start') @48:10
              .value:
                Index() @48:10
                  .value:
                    Name(id='q') @48:10
                  .subs:
                    Name(id='seq') @48:12
        Assign(targets=('n',)) @51:5
          .value:
            Name(id='nt') @51:9
        If(orelse=()) @52:5
          .cond:
            Name(id='CAUSAL') @52:8
          .body:
            Assign(targets=('n',)) @53:9
              .value:
                BinOp(op='-') @53:13
                  .lhs:
                    BinOp(op='-') @53:13
                      .lhs:
                        Call(kwargs=()) @53:13
                          .func:
                            Name(id='cdiv') @53:13
                          .args:
                            Name(id='len_k') @53:18
                            Name(id='BLOCK_N') @53:25
                      .rhs:
                        Const(value=1) @53:36
                  .rhs:
                    Name(id='nt') @53:40
        Assign(targets=('group',)) @54:5
          .value:
            BinOp(op='//') @54:13
              .lhs:
                Name(id='H') @54:13
              .rhs:
                Name(id='HKV') @54:18
        Assign(targets=('m_lo',)) @56:5
          .value:
            Const(value=0) @56:12
        If(orelse=()) @57:5
          .cond:
            Name(id='CAUSAL') @57:8
          .body:
            Assign(targets=('m_lo',)) @58:9
              .value:
                BinOp(op='//') @58:16
                  .lhs:
                    Call(kwargs=()) @58:16
                      .func:
                        Name(id='maximum') @58:16
                      .args:
                        BinOp(op='-') @58:24
                          .lhs:
                            BinOp(op='*') @58:24
                              .lhs:
                                Name(id='n') @58:24
                              .rhs:
                                Name(id='BLOCK_N') @58:28
                          .rhs:
                            BinOp(op='-') @58:39
                              .lhs:
                                Name(id='len_k') @58:39
                              .rhs:
                                Name(id='len_q') @58:47
                        Const(value=0) @58:55
                  .rhs:
                    Name(id='BLOCK_M') @58:61
        Assign(targets=('n_m',)) @59:5
          .value:
            Call(kwargs=()) @59:11
              .func:
                Name(id='maximum') @59:11
              .args:
                BinOp(op='-') @59:19
                  .lhs:
                    Call(kwargs=()) @59:19
                      .func:
                        Name(id='cdiv') @59:19
                      .args:
                        Name(id='len_q') @59:24
                        Name(id='BLOCK_M') @59:31
                  .rhs:
                    Name(id='m_lo') @59:42
                Const(value=0) @59:48
        Assign(targets=('steps',)) @60:5
          .value:
            BinOp(op='*') @60:13
              .lhs:
                Name(id='group') @60:13
              .rhs:
                Name(id='n_m') @60:21
        Assign(targets=('rot',)) @64:5
          .value:
            Const(value=0) @64:11
        If(orelse=()) @65:5
          .cond:
            Name(id='ROTATE') @65:8
          .body:
            Assign(targets=('rot',)) @66:9
              .value:
                BinOp(op='%') @66:16
                  .lhs:
                    BinOp(op='*') @66:16
                      .lhs:
                        Name(id='n') @66:16
                      .rhs:
                        Call(kwargs=()) @66:20
                          .func:
                            Name(id='cdiv') @66:20
                          .args:
                            Name(id='n_m') @66:25
                            Const(value=8) @66:30
                  .rhs:
                    Call(kwargs=()) @66:36
                      .func:
                        Name(id='maximum') @66:36
                      .args:
                        Name(id='n_m') @66:44
                        Const(value=1) @66:49
        Assign(targets=('n_x',)) @72:5
          .value:
            Const(value=0) @72:11
        Assign(targets=('n_xs',)) @73:5
          .value:
            Const(value=0) @73:12
        Assign(targets=('PARTS',)) @74:5
          .value:
            Const(value=1) @74:13
        If(orelse=()) @75:5
          .cond:
            Name(id='SPLIT') @75:8
          .body:
            StaticAssert(message='SPLIT orders the steps itself: not with ROTATE') @76:9
              .cond:
                Unary(op='not') @76:23
                  .operand:
                    Name(id='ROTATE') @76:27
            Assign(targets=('PARTS',)) @77:9
              .value:
                Const(value=2) @77:17
            If(orelse=()) @78:9
              .cond:
                Name(id='CAUSAL') @78:12
              .body:
                Assign(targets=('m_diag',)) @80:13
                  .value:
                    Call(kwargs=()) @80:22
                      .func:
                        Name(id='cdiv') @80:22
                      .args:
                        Call(kwargs=()) @80:27
                          .func:
                            Name(id='maximum') @80:27
                          .args:
                            BinOp(op='-') @80:35
                              .lhs:
                                BinOp(op='-') @80:35
                                  .lhs:
                                    BinOp(op='+') @80:35
                                      .lhs:
                                        BinOp(op='*') @80:35
                                          .lhs:
                                            Name(id='n') @80:35
                                          .rhs:
                                            Name(id='BLOCK_N') @80:39
                                      .rhs:
                                        Name(id='BLOCK_N') @80:49
                                  .rhs:
                                    Const(value=1) @80:59
                              .rhs:
                                BinOp(op='-') @80:64
                                  .lhs:
                                    Name(id='len_k') @80:64
                                  .rhs:
                                    Name(id='len_q') @80:72
                            Const(value=0) @80:80
                        Name(id='BLOCK_M') @80:84
                Assign(targets=('n_x',)) @81:13
                  .value:
                    Call(kwargs=()) @81:19
                      .func:
                        Name(id='minimum') @81:19
                      .args:
                        Call(kwargs=()) @81:27
                          .func:
                            Name(id='maximum') @81:27
                          .args:
                            BinOp(op='-') @81:35
                              .lhs:
                                Name(id='m_diag') @81:35
                              .rhs:
                                Name(id='m_lo') @81:44
                            Const(value=0) @81:50
                        Name(id='n_m') @81:54
            Assign(targets=('n_e',)) @82:9
              .value:
                BinOp(op='*') @82:15
                  .lhs:
                    Call(kwargs=()) @82:15
                      .func:
                        Name(id='minimum') @82:15
                      .args:
                        BinOp(op='%') @82:23
                          .lhs:
                            Name(id='len_q') @82:23
                          .rhs:
                            Name(id='BLOCK_M') @82:31
                        Const(value=1) @82:40
                  .rhs:
                    Call(kwargs=()) @82:45
                      .func:
                        Name(id='minimum') @82:45
                      .args:
                        BinOp(op='-') @82:53
                          .lhs:
                            Name(id='n_m') @82:53
                          .rhs:
                            Name(id='n_x') @82:59
                        Const(value=1) @82:64
            Assign(targets=('n_x',)) @83:9
              .value:
                BinOp(op='+') @83:15
                  .lhs:
                    Name(id='n_x') @83:15
                  .rhs:
                    Name(id='n_e') @83:21
            Assign(targets=('n_xs',)) @84:9
              .value:
                Call(kwargs=()) @84:16
                  .func:
                    Name(id='minimum') @84:16
                  .args:
                    BinOp(op='*') @84:24
                      .lhs:
                        Name(id='group') @84:24
                      .rhs:
                        Name(id='n_x') @84:32
                    Name(id='steps') @84:37
            Assign(targets=('rot',)) @85:9
              .value:
                BinOp(op='%') @85:16
                  .lhs:
                    BinOp(op='-') @85:16
                      .lhs:
                        Name(id='n_m') @85:16
                      .rhs:
                        Name(id='n_e') @85:22
                  .rhs:
                    Call(kwargs=()) @85:29
                      .func:
                        Name(id='maximum') @85:29
                      .args:
                        Name(id='n_m') @85:37
                        Const(value=1) @85:42
        Role(name='load', replica=None) @87:5
          .kwargs:
            (
              'warps'
              Const(value=1) @87:21
            )
            (
              'regs'
              Const(value=24) @87:29
            )
          .body:
            Assign(targets=('ks',)) @88:9
              .value:
                BinOp(op='%') @88:14
                  .lhs:
                    Name(id='tile_index') @88:14
                  .rhs:
                    Name(id='KVBUF') @88:27
            Wait(phase=None) @89:9
              .target:
                Index() @89:14
                  .value:
                    Name(id='kv_free') @89:14
                  .subs:
                    Name(id='ks') @89:22
            Expect() @90:9
              .target:
                Index() @90:16
                  .value:
                    Name(id='kv_ready') @90:16
                  .subs:
                    Name(id='ks') @90:25
              .nbytes:
                BinOp(op='*') @90:30
                  .lhs:
                    BinOp(op='*') @90:30
                      .lhs:
                        Const(value=2) @90:30
                      .rhs:
                        Name(id='NWG') @90:34
                  .rhs:
                    Call(kwargs=()) @90:40
                      .func:
                        Name(id='bytes') @90:40
                      .args:
                        Name(id='k_tile') @90:46
            For(var='i') @91:9
              .iter:
                Call(kwargs=()) @91:18
                  .func:
                    Name(id='static_range') @91:18
                  .args:
                    Name(id='NWG') @91:31
              .body:
                Tma() @92:13
                  .dst:
                    Index() @92:17
                      .value:
                        Name(id='k_tile') @92:17
                      .subs:
                        BinOp(op='+') @92:24
                          .lhs:
                            BinOp(op='*') @92:24
                              .lhs:
                                Name(id='ks') @92:24
                              .rhs:
                                Name(id='NWG') @92:29
                          .rhs:
                            Name(id='i') @92:35
                  .src:
                    Index() @92:41
                      .value:
                        Name(id='k') @92:41
                      .subs:
                        Name(id='seq') @92:43
                        BinOp(op='+') @92:48
                          .lhs:
                            BinOp(op='*') @92:48
                              .lhs:
                                Name(id='NWG') @92:48
                              .rhs:
                                Name(id='n') @92:54
                          .rhs:
                            Name(id='i') @92:58
                        Name(id='kvh') @92:61
                  .signals:
                    Index() @92:74
                      .value:
                        Name(id='kv_ready') @92:74
                      .subs:
                        Name(id='ks') @92:83
                Tma() @93:13
                  .dst:
                    Index() @93:17
                      .value:
                        Name(id='v_tile') @93:17
                      .subs:
                        BinOp(op='+') @93:24
                          .lhs:
                            BinOp(op='*') @93:24
                              .lhs:
                                Name(id='ks') @93:24
                              .rhs:
                                Name(id='NWG') @93:29
                          .rhs:
                            Name(id='i') @93:35
                  .src:
                    Index() @93:41
                      .value:
                        Name(id='v') @93:41
                      .subs:
                        Name(id='seq') @93:43
                        BinOp(op='+') @93:48
                          .lhs:
                            BinOp(op='*') @93:48
                              .lhs:
                                Name(id='NWG') @93:48
                              .rhs:
                                Name(id='n') @93:54
                          .rhs:
                            Name(id='i') @93:58
                        Name(id='kvh') @93:61
                  .signals:
                    Index() @93:74
                      .value:
                        Name(id='kv_ready') @93:74
                      .subs:
                        Name(id='ks') @93:83
            For(var='part') @94:9
              .iter:
                Call(kwargs=()) @94:21
                  .func:
                    Name(id='static_range') @94:21
                  .args:
                    Name(id='PARTS') @94:34
              .body:
                Assign(targets=('lo', 'hi')) @95:13
                  .value:
                    Call(kwargs=()) @95:22
                      .func:
                        Name(id='part_bounds') @95:22
                      .args:
                        Name(id='part') @95:34
                        Name(id='n_xs') @95:40
                        Name(id='steps') @95:46
                        Name(id='SPLIT') @95:53
                Pipeline(var='j', slot='slot', ring='qd') @96:13
                  .iter:
                    Call(kwargs=()) @96:27
                      .func:
                        Name(id='range') @96:27
                      .args:
                        Name(id='lo') @96:33
                        Name(id='hi') @96:37
                  .stages:
                    Name(id='STAGES') @96:54
                  .body:
                    Assign(targets=('head', 'mb')) @97:17
                      .value:
                        Call(kwargs=()) @97:28
                          .func:
                            Name(id='step_block') @97:28
                          .args:
                            Name(id='j') @97:39
                            Name(id='part') @97:42
                            BinOp(op='*') @97:48
                              .lhs:
                                Name(id='kvh') @97:48
                              .rhs:
                                Name(id='group') @97:54
                            Name(id='m_lo') @97:61
                            Name(id='rot') @97:67
                            Name(id='n_m') @97:72
                            Name(id='n_x') @97:77
                            Name(id='n_xs') @97:82
                            Name(id='SPLIT') @97:88
                    Wait(phase=None) @98:17
                      .target:
                        Index() @98:22
                          .value:
                            Name(id='qd_free') @98:22
                          .subs:
                            Name(id='slot') @98:30
                    Expect() @99:17
                      .target:
                        Index() @99:24
                          .value:
                            Name(id='qd_ready') @99:24
                          .subs:
                            Name(id='slot') @99:33
                      .nbytes:
                        BinOp(op='+') @99:40
                          .lhs:
                            Call(kwargs=()) @99:40
                              .func:
                                Name(id='bytes') @99:40
                              .args:
                                Name(id='q_ring') @99:46
                          .rhs:
                            Call(kwargs=()) @99:56
                              .func:
                                Name(id='bytes') @99:56
                              .args:
                                Name(id='do_ring') @99:62
                    Tma() @100:17
                      .dst:
                        Index() @100:21
                          .value:
                            Name(id='q_ring') @100:21
                          .subs:
                            Name(id='slot') @100:28
                      .src:
                        Index() @100:37
                          .value:
                            Name(id='q') @100:37
                          .subs:
                            Name(id='seq') @100:39
                            Name(id='mb') @100:44
                            Name(id='head') @100:48
                      .signals:
                        Index() @100:62
                          .value:
                            Name(id='qd_ready') @100:62
                          .subs:
                            Name(id='slot') @100:71
                    Tma() @101:17
                      .dst:
                        Index() @101:21
                          .value:
                            Name(id='do_ring') @101:21
                          .subs:
                            Name(id='slot') @101:29
                      .src:
                        Index() @101:38
                          .value:
                            Name(id='d_o') @101:38
                          .subs:
                            Name(id='seq') @101:42
                            Name(id='mb') @101:47
                            Name(id='head') @101:51
                      .signals:
                        Index() @101:65
                          .value:
                            Name(id='qd_ready') @101:65
                          .subs:
                            Name(id='slot') @101:74
        Role(name='compute', replica='wg') @103:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @103:29
            )
            (
              'regs'
              Name(id='REGS') @103:39
            )
          .body:
            Assign(targets=('qk_scale',)) @104:9
              .value:
                BinOp(op='*') @104:20
                  .lhs:
                    Name(id='sm_scale') @104:20
                  .rhs:
                    Name(id='LOG2E') @104:31
            Assign(targets=('krow0',)) @105:9
              .value:
                BinOp(op='+') @105:17
                  .lhs:
                    BinOp(op='*') @105:17
                      .lhs:
                        Name(id='n') @105:17
                      .rhs:
                        Name(id='BLOCK_N') @105:21
                  .rhs:
                    BinOp(op='*') @105:31
                      .lhs:
                        Name(id='wg') @105:31
                      .rhs:
                        Name(id='WG_N') @105:36
            Assign(targets=('krows',)) @106:9
              .value:
                BinOp(op='+') @106:17
                  .lhs:
                    Name(id='krow0') @106:17
                  .rhs:
                    Call(kwargs=()) @106:25
                      .func:
                        Name(id='arange') @106:25
                      .args:
                        Name(id='WG_N') @106:32
            Assign(targets=('qcols',)) @107:9
              .value:
                Call(kwargs=()) @107:17
                  .func:
                    Name(id='arange') @107:17
                  .args:
                    Name(id='BLOCK_M') @107:24
            Assign(targets=('ks',)) @108:9
              .value:
                BinOp(op='%') @108:14
                  .lhs:
                    Name(id='tile_index') @108:14
                  .rhs:
                    Name(id='KVBUF') @108:27
            Assign(targets=('mine',)) @109:9
              .value:
                BinOp(op='+') @109:16
                  .lhs:
                    BinOp(op='*') @109:16
                      .lhs:
                        Name(id='ks') @109:16
                      .rhs:
                        Name(id='NWG') @109:21
                  .rhs:
                    Name(id='wg') @109:27
            Assign(targets=('acc_k',)) @110:9
              .value:
                Call(kwargs=()) @110:17
                  .func:
                    Name(id='zeros') @110:17
                  .args:
                    ListLit() @110:23
                      .elts:
                        Name(id='WG_N') @110:24
                        Name(id='D') @110:30
                    Name(id='f32') @110:34
            Assign(targets=('acc_v',)) @111:9
              .value:
                Call(kwargs=()) @111:17
                  .func:
                    Name(id='zeros') @111:17
                  .args:
                    ListLit() @111:23
                      .elts:
                        Name(id='WG_N') @111:24
                        Name(id='D') @111:30
                    Name(id='f32') @111:34
            Wait(phase=None) @112:9
              .target:
                Index() @112:14
                  .value:
                    Name(id='kv_ready') @112:14
                  .subs:
                    Name(id='ks') @112:23
            If(orelse=()) @114:9
              .cond:
                BoolOp(op='and') @114:12
                  .values:
                    BinOp(op='==') @114:12
                      .lhs:
                        Name(id='ACT') @114:12
                      .rhs:
                        Const(value='softmax') @114:19
                    Name(id='PREFETCH') @114:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @115:13
                  .value:
                    Call(kwargs=()) @115:29
                      .func:
                        Name(id='lse_delta') @115:29
                      .args:
                        Const(value=0) @115:39
                        Unary(op='-') @115:42
                          .operand:
                            Const(value=1) @115:43
                        BinOp(op='*') @115:46
                          .lhs:
                            Name(id='kvh') @115:46
                          .rhs:
                            Name(id='group') @115:52
                        Name(id='m_lo') @115:59
                        Name(id='rot') @115:65
                        Name(id='n_m') @115:70
                        Name(id='n_x') @115:75
                        Name(id='n_xs') @115:80
                        Name(id='SPLIT') @115:86
                        Name(id='q0') @115:93
                        Name(id='len_q') @115:97
                        Name(id='qcols') @115:104
                        Name(id='lse2_t') @115:111
                        Name(id='delta_t') @116:39
                        Name(id='BLOCK_M') @116:48
            For(var='part') @117:9
              .iter:
                Call(kwargs=()) @117:21
                  .func:
                    Name(id='static_range') @117:21
                  .args:
                    Name(id='PARTS') @117:34
              .body:
                Assign(targets=('lo', 'hi')) @118:13
                  .value:
                    Call(kwargs=()) @118:22
                      .func:
                        Name(id='part_bounds') @118:22
                      .args:
                        Name(id='part') @118:34
                        Name(id='n_xs') @118:40
                        Name(id='steps') @118:46
                        Name(id='SPLIT') @118:53
                Pipeline(var='j', slot='slot', ring='qd') @119:13
                  .iter:
                    Call(kwargs=()) @119:27
                      .func:
                        Name(id='range') @119:27
                      .args:
                        Name(id='lo') @119:33
                        Name(id='hi') @119:37
                  .stages:
                    Name(id='STAGES') @119:54
                  .body:
                    Assign(targets=('head', 'mb')) @120:17
                      .value:
                        Call(kwargs=()) @120:28
                          .func:
                            Name(id='step_block') @120:28
                          .args:
                            Name(id='j') @120:39
                            Name(id='part') @120:42
                            BinOp(op='*') @120:48
                              .lhs:
                                Name(id='kvh') @120:48
                              .rhs:
                                Name(id='group') @120:54
                            Name(id='m_lo') @120:61
                            Name(id='rot') @120:67
                            Name(id='n_m') @120:72
                            Name(id='n_x') @120:77
                            Name(id='n_xs') @120:82
                            Name(id='SPLIT') @120:88
                    Assign(targets=('qpos',)) @121:17
                      .value:
                        BinOp(op='+') @121:24
                          .lhs:
                            BinOp(op='*') @121:24
                              .lhs:
                                Name(id='mb') @121:24
                              .rhs:
                                Name(id='BLOCK_M') @121:29
                          .rhs:
                            Name(id='qcols') @121:39
                    Assign(targets=('lse2',)) @122:17
                      .value:
                        Call(kwargs=()) @122:24
                          .func:
                            Name(id='zeros') @122:24
                          .args:
                            ListLit() @122:30
                              .elts:
                                Name(id='BLOCK_M') @122:31
                            Name(id='f32') @122:41
                    Assign(targets=('dlt',)) @123:17
                      .value:
                        Call(kwargs=()) @123:23
                          .func:
                            Name(id='zeros') @123:23
                          .args:
                            ListLit() @123:29
                              .elts:
                                Name(id='BLOCK_M') @123:30
                            Name(id='f32') @123:40
                    Assign(targets=('pf_here',)) @127:17
                      .value:
                        BoolOp(op='and') @127:27
                          .values:
                            Name(id='PREFETCH') @127:27
                            Unary(op='not') @127:40
                              .operand:
                                BoolOp(op='and') @127:45
                                  .values:
                                    Name(id='PF_LATE') @127:45
                                    Name(id='SMEM_P') @127:57
                    If() @128:17
                      .cond:
                        BoolOp(op='and') @128:20
                          .values:
                            BinOp(op='==') @128:20
                              .lhs:
                                Name(id='ACT') @128:20
                              .rhs:
                                Const(value='softmax') @128:27
                            Name(id='PREFETCH') @128:41
                      .body:
                        Assign(targets=('lse2',)) @129:21
                          .value:
                            Name(id='lse2_n') @129:28
                        Assign(targets=('dlt',)) @130:21
                          .value:
                            Name(id='dlt_n') @130:27
                        If(orelse=()) @131:21
                          .cond:
                            Name(id='pf_here') @131:24
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @132:25
                              .value:
                                Call(kwargs=()) @132:41
                                  .func:
                                    Name(id='lse_delta') @132:41
                                  .args:
                                    Call(kwargs=()) @132:51
                                      .func:
                                        Name(id='minimum') @132:51
                                      .args:
                                        BinOp(op='+') @132:59
                                          .lhs:
                                            Name(id='j') @132:59
                                          .rhs:
                                            Const(value=1) @132:63
                                        BinOp(op='-') @132:66
                                          .lhs:
                                            Name(id='steps') @132:66
                                          .rhs:
                                            Const(value=1) @132:74
                                    BinOp(op='-') @132:78
                                      .lhs:
                                        BinOp(op='*') @132:78
                                          .lhs:
                                            Const(value=2) @132:78
                                          .rhs:
                                            Name(id='part') @132:82
                                      .rhs:
                                        Const(value=1) @132:89
                                    BinOp(op='*') @132:92
                                      .lhs:
                                        Name(id='kvh') @132:92
                                      .rhs:
                                        Name(id='group') @132:98
                                    Name(id='m_lo') @132:105
                                    Name(id='rot') @132:111
                                    Name(id='n_m') @132:116
                                    Name(id='n_x') @133:51
                                    Name(id='n_xs') @133:56
                                    Name(id='SPLIT') @133:62
                                    Name(id='q0') @133:69
                                    Name(id='len_q') @133:73
                                    Name(id='qcols') @133:80
                                    Name(id='lse2_t') @133:87
                                    Name(id='delta_t') @133:95
                                    Name(id='BLOCK_M') @133:104
                      .orelse:
                        If(orelse=()) @134:17
                          .cond:
                            BinOp(op='==') @134:22
                              .lhs:
                                Name(id='ACT') @134:22
                              .rhs:
                                Const(value='softmax') @134:29
                          .body:
                            Assign(targets=('qi',)) @138:21
                              .value:
                                BinOp(op='+') @138:26
                                  .lhs:
                                    Name(id='q0') @138:26
                                  .rhs:
                                    Call(kwargs=()) @138:31
                                      .func:
                                        Name(id='minimum') @138:31
                                      .args:
                                        Name(id='qpos') @138:39
                                        BinOp(op='-') @138:45
                                          .lhs:
                                            Name(id='len_q') @138:45
                                          .rhs:
                                            Const(value=1) @138:53
                            Assign(targets=('lse2',)) @139:21
                              .value:
                                Index() @139:28
                                  .value:
                                    Name(id='lse2_t') @139:28
                                  .subs:
                                    Name(id='head') @139:35
                                    Name(id='qi') @139:41
                            Assign(targets=('dlt',)) @140:21
                              .value:
                                Index() @140:27
                                  .value:
                                    Name(id='delta_t') @140:27
                                  .subs:
                                    Name(id='head') @140:35
                                    Name(id='qi') @140:41
                    If() @141:17
                      .cond:
                        BinOp(op='==') @141:20
                          .lhs:
                            Name(id='part') @141:20
                          .rhs:
                            Const(value=0) @141:28
                      .body:
                        Assign(targets=('edge',)) @142:21
                          .value:
                            BinOp(op='>') @142:28
                              .lhs:
                                BinOp(op='*') @142:29
                                  .lhs:
                                    BinOp(op='+') @142:29
                                      .lhs:
                                        Name(id='mb') @142:29
                                      .rhs:
                                        Const(value=1) @142:34
                                  .rhs:
                                    Name(id='BLOCK_M') @142:39
                              .rhs:
                                Name(id='len_q') @142:49
                        If(orelse=()) @143:21
                          .cond:
                            Name(id='CAUSAL') @143:24
                          .body:
                            Assign(targets=('edge',)) @144:25
                              .value:
                                BoolOp(op='or') @144:32
                                  .values:
                                    Name(id='edge') @144:32
                                    BinOp(op='>') @144:40
                                      .lhs:
                                        BinOp(op='-') @144:40
                                          .lhs:
                                            BinOp(op='+') @144:40
                                              .lhs:
                                                Name(id='krow0') @144:40
                                              .rhs:
                                                Name(id='WG_N') @144:48
                                          .rhs:
                                            Const(value=1) @144:55
                                      .rhs:
                                        BinOp(op='+') @144:59
                                          .lhs:
                                            BinOp(op='*') @144:59
                                              .lhs:
                                                Name(id='mb') @144:59
                                              .rhs:
                                                Name(id='BLOCK_M') @144:64
                                          .rhs:
                                            BinOp(op='-') @144:75
                                              .lhs:
                                                Name(id='len_k') @144:75
                                              .rhs:
                                                Name(id='len_q') @144:83
                      .orelse:
                        Assign(targets=('edge',)) @146:21
                          .value:
                            Const(value=False) @146:28
                    Wait(phase=None) @147:17
                      .target:
                        Index() @147:22
                          .value:
                            Name(id='qd_ready') @147:22
                          .subs:
                            Name(id='slot') @147:31
                    If() @148:17
                      .cond:
                        Name(id='SMEM_P') @148:20
                      .body:
                        Assign(targets=('s_f',)) @151:21
                          .value:
                            Call(kwargs=()) @151:27
                              .func:
                                Name(id='mma_async') @151:27
                              .args:
                                Index() @151:37
                                  .value:
                                    Name(id='q_ring') @151:37
                                  .subs:
                                    Name(id='slot') @151:44
                                Attr(name='T') @151:51
                                  .value:
                                    Index() @151:51
                                      .value:
                                        Name(id='k_tile') @151:51
                                      .subs:
                                        Name(id='mine') @151:58
                        Assign(targets=('dp_f',)) @152:21
                          .value:
                            Call(kwargs=()) @152:28
                              .func:
                                Name(id='mma_async') @152:28
                              .args:
                                Index() @152:38
                                  .value:
                                    Name(id='do_ring') @152:38
                                  .subs:
                                    Name(id='slot') @152:46
                                Attr(name='T') @152:53
                                  .value:
                                    Index() @152:53
                                      .value:
                                        Name(id='v_tile') @152:53
                                      .subs:
                                        Name(id='mine') @152:60
                        Assign(targets=('s',)) @153:21
                          .value:
                            Call() @153:25
                              .func:
                                Name(id='mma_wait') @153:25
                              .args:
                                Name(id='s_f') @153:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @153:47
                                )
                        Assign(targets=('kpos',)) @156:21
                          .value:
                            BinOp(op='+') @156:28
                              .lhs:
                                Name(id='krow0') @156:28
                              .rhs:
                                Call(kwargs=()) @156:36
                                  .func:
                                    Name(id='arange') @156:36
                                  .args:
                                    Name(id='WG_N') @156:43
                        Assign(targets=('p', 'dact')) @157:21
                          .value:
                            Call(kwargs=()) @157:31
                              .func:
                                Name(id='probs') @157:31
                              .args:
                                Name(id='s') @157:37
                                Name(id='edge') @157:40
                                Index() @157:46
                                  .value:
                                    Name(id='qpos') @157:46
                                  .subs:
                                    FullSlice() @157:51
                                    Const(value=None) @157:54
                                Index() @157:61
                                  .value:
                                    Name(id='kpos') @157:61
                                  .subs:
                                    Const(value=None) @157:66
                                    FullSlice() @157:72
                                Name(id='len_q') @157:76
                                Name(id='len_k') @157:83
                                Index() @157:90
                                  .value:
                                    Name(id='lse2') @157:90
                                  .subs:
                                    FullSlice() @157:95
                                    Const(value=None) @157:98
                                Name(id='qk_scale') @157:105
                                Name(id='sm_scale') @158:37
                                Name(id='CAUSAL') @158:47
                                Name(id='ACT') @158:55
                        Assign(targets=('pb',)) @159:21
                          .value:
                            Call(kwargs=()) @159:26
                              .func:
                                Name(id='cast') @159:26
                              .args:
                                Name(id='p') @159:31
                                Name(id='DT') @159:34
                        If() @160:21
                          .cond:
                            Name(id='PD_SWAP') @160:24
                          .body:
                            Assign(targets=('p_slot',)) @161:25
                              .value:
                                Index() @161:34
                                  .value:
                                    Name(id='pd_s') @161:34
                                  .subs:
                                    BinOp(op='+') @161:39
                                      .lhs:
                                        BinOp(op='*') @161:39
                                          .lhs:
                                            Const(value=2) @161:39
                                          .rhs:
                                            Name(id='wg') @161:43
                                      .rhs:
                                        BinOp(op='%') @161:48
                                          .lhs:
                                            Name(id='slot') @161:48
                                          .rhs:
                                            Const(value=2) @161:55
                            Assign(targets=('ds_slot',)) @162:25
                              .value:
                                Index() @162:35
                                  .value:
                                    Name(id='pd_s') @162:35
                                  .subs:
                                    BinOp(op='-') @162:40
                                      .lhs:
                                        BinOp(op='+') @162:40
                                          .lhs:
                                            BinOp(op='*') @162:40
                                              .lhs:
                                                Const(value=2) @162:40
                                              .rhs:
                                                Name(id='wg') @162:44
                                          .rhs:
                                            Const(value=1) @162:49
                                      .rhs:
                                        BinOp(op='%') @162:53
                                          .lhs:
                                            Name(id='slot') @162:53
                                          .rhs:
                                            Const(value=2) @162:60
                          .orelse:
                            Assign(targets=('p_slot',)) @164:25
                              .value:
                                Index() @164:34
                                  .value:
                                    Name(id='p_s') @164:34
                                  .subs:
                                    Name(id='wg') @164:38
                            Assign(targets=('ds_slot',)) @165:25
                              .value:
                                Index() @165:35
                                  .value:
                                    Name(id='ds_s') @165:35
                                  .subs:
                                    Name(id='wg') @165:40
                        ExprStmt() @166:21
                          .value:
                            Call(kwargs=()) @166:21
                              .func:
                                Name(id='store_smem') @166:21
                              .args:
                                Name(id='p_slot') @166:32
                                Name(id='pb') @166:40
                        Fence() @167:21
                        Assign(targets=('dv_f',)) @168:21
                          .value:
                            Call(kwargs=()) @168:28
                              .func:
                                Name(id='mma_async') @168:28
                              .args:
                                Attr(name='T') @168:38
                                  .value:
                                    Name(id='p_slot') @168:38
                                Index() @168:48
                                  .value:
                                    Name(id='do_ring') @168:48
                                  .subs:
                                    Name(id='slot') @168:56
                                Name(id='acc_v') @168:63
                        If(orelse=()) @169:21
                          .cond:
                            BoolOp(op='and') @169:24
                              .values:
                                Name(id='P16') @169:24
                                BinOp(op='==') @169:32
                                  .lhs:
                                    Name(id='ACT') @169:32
                                  .rhs:
                                    Const(value='softmax') @169:39
                          .body:
                            Assign(targets=('p',)) @172:25
                              .value:
                                Call(kwargs=()) @172:29
                                  .func:
                                    Name(id='cast') @172:29
                                  .args:
                                    Name(id='pb') @172:34
                                    Name(id='f32') @172:38
                            Assign(targets=('dact',)) @173:25
                              .value:
                                Name(id='p') @173:32
                        Assign(targets=('dp',)) @174:21
                          .value:
                            Call() @174:26
                              .func:
                                Name(id='mma_wait') @174:26
                              .args:
                                Name(id='dp_f') @174:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @174:49
                                )
                        ExprStmt() @175:21
                          .value:
                            Call(kwargs=()) @175:21
                              .func:
                                Name(id='store_smem') @175:21
                              .args:
                                Name(id='ds_slot') @175:32
                                Call(kwargs=()) @175:41
                                  .func:
                                    Name(id='cast') @175:41
                                  .args:
                                    Call(kwargs=()) @175:46
                                      .func:
                                        Name(id='dscores') @175:46
                                      .args:
                                        Name(id='p') @175:54
                                        Name(id='dact') @175:57
                                        Name(id='dp') @175:63
                                        Index() @175:67
                                          .value:
                                            Name(id='dlt') @175:67
                                          .subs:
                                            FullSlice() @175:71
                                            Const(value=None) @175:74
                                        Name(id='ACT') @175:81
                                    Name(id='DT') @175:87
                        Fence() @176:21
                        Assign(targets=('dk_f',)) @177:21
                          .value:
                            Call(kwargs=()) @177:28
                              .func:
                                Name(id='mma_async') @177:28
                              .args:
                                Attr(name='T') @177:38
                                  .value:
                                    Name(id='ds_slot') @177:38
                                Index() @177:49
                                  .value:
                                    Name(id='q_ring') @177:49
                                  .subs:
                                    Name(id='slot') @177:56
                                Name(id='acc_k') @177:63
                        If(orelse=()) @178:21
                          .cond:
                            BoolOp(op='and') @178:24
                              .values:
                                BinOp(op='==') @178:24
                                  .lhs:
                                    Name(id='ACT') @178:24
                                  .rhs:
                                    Const(value='softmax') @178:31
                                Name(id='PREFETCH') @178:45
                                Unary(op='not') @178:58
                                  .operand:
                                    Name(id='pf_here') @178:62
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @179:25
                              .value:
                                Call(kwargs=()) @179:41
                                  .func:
                                    Name(id='lse_delta') @179:41
                                  .args:
                                    Call(kwargs=()) @179:51
                                      .func:
                                        Name(id='minimum') @179:51
                                      .args:
                                        BinOp(op='+') @179:59
                                          .lhs:
                                            Name(id='j') @179:59
                                          .rhs:
                                            Const(value=1) @179:63
                                        BinOp(op='-') @179:66
                                          .lhs:
                                            Name(id='steps') @179:66
                                          .rhs:
                                            Const(value=1) @179:74
                                    BinOp(op='-') @179:78
                                      .lhs:
                                        BinOp(op='*') @179:78
                                          .lhs:
                                            Const(value=2) @179:78
                                          .rhs:
                                            Name(id='part') @179:82
                                      .rhs:
                                        Const(value=1) @179:89
                                    BinOp(op='*') @179:92
                                      .lhs:
                                        Name(id='kvh') @179:92
                                      .rhs:
                                        Name(id='group') @179:98
                                    Name(id='m_lo') @179:105
                                    Name(id='rot') @179:111
                                    Name(id='n_m') @179:116
                                    Name(id='n_x') @180:51
                                    Name(id='n_xs') @180:56
                                    Name(id='SPLIT') @180:62
                                    Name(id='q0') @180:69
                                    Name(id='len_q') @180:73
                                    Name(id='qcols') @180:80
                                    Name(id='lse2_t') @180:87
                                    Name(id='delta_t') @180:95
                                    Name(id='BLOCK_M') @180:104
                        Assign(targets=('acc_v',)) @181:21
                          .value:
                            Call() @181:29
                              .func:
                                Name(id='mma_wait') @181:29
                              .args:
                                Name(id='dv_f') @181:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @181:52
                                )
                        Assign(targets=('acc_k',)) @182:21
                          .value:
                            Call(kwargs=()) @182:29
                              .func:
                                Name(id='mma_wait') @182:29
                              .args:
                                Name(id='dk_f') @182:38
                      .orelse:
                        Assign(targets=('st_f',)) @186:21
                          .value:
                            Call(kwargs=()) @186:28
                              .func:
                                Name(id='mma_async') @186:28
                              .args:
                                Index() @186:38
                                  .value:
                                    Name(id='k_tile') @186:38
                                  .subs:
                                    Name(id='mine') @186:45
                                Attr(name='T') @186:52
                                  .value:
                                    Index() @186:52
                                      .value:
                                        Name(id='q_ring') @186:52
                                      .subs:
                                        Name(id='slot') @186:59
                        Assign(targets=('dpt_f',)) @187:21
                          .value:
                            Call(kwargs=()) @187:29
                              .func:
                                Name(id='mma_async') @187:29
                              .args:
                                Index() @187:39
                                  .value:
                                    Name(id='v_tile') @187:39
                                  .subs:
                                    Name(id='mine') @187:46
                                Attr(name='T') @187:53
                                  .value:
                                    Index() @187:53
                                      .value:
                                        Name(id='do_ring') @187:53
                                      .subs:
                                        Name(id='slot') @187:61
                        Assign(targets=('st',)) @188:21
                          .value:
                            Call() @188:26
                              .func:
                                Name(id='mma_wait') @188:26
                              .args:
                                Name(id='st_f') @188:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @188:49
                                )
                        Assign(targets=('pt', 'dact')) @189:21
                          .value:
                            Call(kwargs=()) @189:32
                              .func:
                                Name(id='probs') @189:32
                              .args:
                                Name(id='st') @189:38
                                Name(id='edge') @189:42
                                Index() @189:48
                                  .value:
                                    Name(id='qpos') @189:48
                                  .subs:
                                    Const(value=None) @189:53
                                    FullSlice() @189:59
                                Index() @189:63
                                  .value:
                                    Name(id='krows') @189:63
                                  .subs:
                                    FullSlice() @189:69
                                    Const(value=None) @189:72
                                Name(id='len_q') @189:79
                                Name(id='len_k') @189:86
                                Index() @189:93
                                  .value:
                                    Name(id='lse2') @189:93
                                  .subs:
                                    Const(value=None) @189:98
                                    FullSlice() @189:104
                                Name(id='qk_scale') @189:108
                                Name(id='sm_scale') @190:38
                                Name(id='CAUSAL') @190:48
                                Name(id='ACT') @190:56
                        Assign(targets=('dpt',)) @191:21
                          .value:
                            Call(kwargs=()) @191:27
                              .func:
                                Name(id='mma_wait') @191:27
                              .args:
                                Name(id='dpt_f') @191:36
                        Assign(targets=('dv_f',)) @193:21
                          .value:
                            Call(kwargs=()) @193:28
                              .func:
                                Name(id='mma_async') @193:28
                              .args:
                                Call(kwargs=()) @193:38
                                  .func:
                                    Name(id='cast') @193:38
                                  .args:
                                    Name(id='pt') @193:43
                                    Name(id='DT') @193:47
                                Index() @193:52
                                  .value:
                                    Name(id='do_ring') @193:52
                                  .subs:
                                    Name(id='slot') @193:60
                                Name(id='acc_v') @193:67
                        Assign(targets=('dst',)) @194:21
                          .value:
                            Call(kwargs=()) @194:27
                              .func:
                                Name(id='dscores') @194:27
                              .args:
                                Name(id='pt') @194:35
                                Name(id='dact') @194:39
                                Name(id='dpt') @194:45
                                Index() @194:50
                                  .value:
                                    Name(id='dlt') @194:50
                                  .subs:
                                    Const(value=None) @194:54
                                    FullSlice() @194:60
                                Name(id='ACT') @194:64
                        Assign(targets=('dk_f',)) @195:21
                          .value:
                            Call(kwargs=()) @195:28
                              .func:
                                Name(id='mma_async') @195:28
                              .args:
                                Call(kwargs=()) @195:38
                                  .func:
                                    Name(id='cast') @195:38
                                  .args:
                                    Name(id='dst') @195:43
                                    Name(id='DT') @195:48
                                Index() @195:53
                                  .value:
                                    Name(id='q_ring') @195:53
                                  .subs:
                                    Name(id='slot') @195:60
                                Name(id='acc_k') @195:67
                        Assign(targets=('acc_v',)) @196:21
                          .value:
                            Call() @196:29
                              .func:
                                Name(id='mma_wait') @196:29
                              .args:
                                Name(id='dv_f') @196:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @196:52
                                )
                        Assign(targets=('acc_k',)) @197:21
                          .value:
                            Call(kwargs=()) @197:29
                              .func:
                                Name(id='mma_wait') @197:29
                              .args:
                                Name(id='dk_f') @197:38
                    Arrive(count=None) @198:17
                      .target:
                        Index() @198:24
                          .value:
                            Name(id='qd_free') @198:24
                          .subs:
                            Name(id='slot') @198:32
            Arrive(count=None) @199:9
              .target:
                Index() @199:16
                  .value:
                    Name(id='kv_free') @199:16
                  .subs:
                    Name(id='ks') @199:24
            Assign(targets=('k_scale',)) @200:9
              .value:
                Name(id='sm_scale') @200:19
            Assign(targets=('v_scale',)) @201:9
              .value:
                Const(value=1.0) @201:19
            If(orelse=()) @202:9
              .cond:
                BinOp(op='==') @202:12
                  .lhs:
                    Name(id='ACT') @202:12
                  .rhs:
                    Const(value='silu') @202:19
              .body:
                Assign(targets=('k_scale',)) @203:13
                  .value:
                    BinOp(op='*') @203:23
                      .lhs:
                        Name(id='sm_scale') @203:23
                      .rhs:
                        Name(id='out_scale') @203:34
                Assign(targets=('v_scale',)) @204:13
                  .value:
                    Name(id='out_scale') @204:23
            Assign(targets=('live',)) @205:9
              .value:
                BinOp(op='<') @205:16
                  .lhs:
                    Name(id='krows') @205:16
                  .rhs:
                    Name(id='len_k') @205:24
            Store() @206:9
              .target:
                Index() @206:9
                  .value:
                    Name(id='dk') @206:9
                  .subs:
                    Name(id='seq') @206:12
              .subs:
                Index() @206:17
                  .value:
                    Name(id='krows') @206:17
                  .subs:
                    FullSlice() @206:23
                    Const(value=None) @206:26
                Name(id='kvh') @206:33
                Index() @206:38
                  .value:
                    Call(kwargs=()) @206:38
                      .func:
                        Name(id='arange') @206:38
                      .args:
                        Name(id='D') @206:45
                  .subs:
                    Const(value=None) @206:48
                    FullSlice() @206:54
              .value:
                Call(kwargs=()) @206:60
                  .func:
                    Name(id='cast') @206:60
                  .args:
                    BinOp(op='*') @206:65
                      .lhs:
                        Name(id='acc_k') @206:65
                      .rhs:
                        Name(id='k_scale') @206:73
                    Name(id='DT') @206:82
              .mask:
                Index() @206:92
                  .value:
                    Name(id='live') @206:92
                  .subs:
                    FullSlice() @206:97
                    Const(value=None) @206:100
            Store() @207:9
              .target:
                Index() @207:9
                  .value:
                    Name(id='dv') @207:9
                  .subs:
                    Name(id='seq') @207:12
              .subs:
                Index() @207:17
                  .value:
                    Name(id='krows') @207:17
                  .subs:
                    FullSlice() @207:23
                    Const(value=None) @207:26
                Name(id='kvh') @207:33
                Index() @207:38
                  .value:
                    Call(kwargs=()) @207:38
                      .func:
                        Name(id='arange') @207:38
                      .args:
                        Name(id='D') @207:45
                  .subs:
                    Const(value=None) @207:48
                    FullSlice() @207:54
              .value:
                Call(kwargs=()) @207:60
                  .func:
                    Name(id='cast') @207:60
                  .args:
                    BinOp(op='*') @207:65
                      .lhs:
                        Name(id='acc_v') @207:65
                      .rhs:
                        Name(id='v_scale') @207:73
                    Name(id='DT') @207:82
              .mask:
                Index() @207:92
                  .value:
                    Name(id='live') @207:92
                  .subs:
                    FullSlice() @207:97
                    Const(value=None) @207:100