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
        SmemDecl(name='k_tile') @25:5
          .stages:
            BinOp(op='*') @25:17
              .lhs:
                Name(id='KVBUF') @25:17
              .rhs:
                BinOp(op='//') @25:26
                  .lhs:
                    Name(id='BLOCK_N') @25:26
                  .rhs:
                    Name(id='WG_N') @25:37
          .dtype:
            Name(id='DT') @25:45
          .shape:
            Name(id='WG_N') @25:48
            Name(id='D') @25:54
        SmemDecl(name='v_tile') @26:5
          .stages:
            BinOp(op='*') @26:17
              .lhs:
                Name(id='KVBUF') @26:17
              .rhs:
                BinOp(op='//') @26:26
                  .lhs:
                    Name(id='BLOCK_N') @26:26
                  .rhs:
                    Name(id='WG_N') @26:37
          .dtype:
            Name(id='DT') @26:45
          .shape:
            Name(id='WG_N') @26:48
            Name(id='D') @26:54
        SmemDecl(name='q_ring') @27:5
          .stages:
            Name(id='STAGES') @27:17
          .dtype:
            Name(id='DT') @27:26
          .shape:
            Name(id='BLOCK_M') @27:29
            Name(id='D') @27:38
        SmemDecl(name='do_ring') @28:5
          .stages:
            Name(id='STAGES') @28:18
          .dtype:
            Name(id='DT') @28:27
          .shape:
            Name(id='BLOCK_M') @28:30
            Name(id='D') @28:39
        If() @34:5
          .cond:
            Name(id='PD_SWAP') @34:8
          .body:
            SmemDecl(name='pd_s') @35:9
              .stages:
                BinOp(op='*') @35:19
                  .lhs:
                    Const(value=2) @35:19
                  .rhs:
                    BinOp(op='//') @35:24
                      .lhs:
                        Name(id='BLOCK_N') @35:24
                      .rhs:
                        Name(id='WG_N') @35:35
              .dtype:
                Name(id='DT') @35:43
              .shape:
                Name(id='BLOCK_M') @35:46
                Name(id='WG_N') @35:55
          .orelse:
            SmemDecl(name='p_s') @37:9
              .stages:
                BinOp(op='//') @37:18
                  .lhs:
                    Name(id='BLOCK_N') @37:18
                  .rhs:
                    Name(id='WG_N') @37:29
              .dtype:
                Name(id='DT') @37:36
              .shape:
                Name(id='BLOCK_M') @37:39
                Name(id='WG_N') @37:48
            SmemDecl(name='ds_s') @38:9
              .stages:
                BinOp(op='//') @38:19
                  .lhs:
                    Name(id='BLOCK_N') @38:19
                  .rhs:
                    Name(id='WG_N') @38:30
              .dtype:
                Name(id='DT') @38:37
              .shape:
                Name(id='BLOCK_M') @38:40
                Name(id='WG_N') @38:49
        BarrierDecl(name='kv_ready', kwargs=()) @39:5
          .size:
            Name(id='KVBUF') @39:22
        BarrierDecl(name='kv_free') @40:5
          .size:
            Name(id='KVBUF') @40:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @40:34
                .lhs:
                  Name(id='BLOCK_N') @40:34
                .rhs:
                  Name(id='WG_N') @40:45
            )
        BarrierDecl(name='qd_ready', kwargs=()) @41:5
          .size:
            Name(id='STAGES') @41:22
        BarrierDecl(name='qd_free') @42:5
          .size:
            Name(id='STAGES') @42:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @42:35
                .lhs:
                  Name(id='BLOCK_N') @42:35
                .rhs:
                  Name(id='WG_N') @42:46
            )
        Assign(targets=('len_q',)) @44:5
          .value:
            Attr(name='len') @44:13
              .value:
                Index() @44:13
                  .value:
                    Name(id='q') @44:13
                  .subs:
                    Name(id='seq') @44:15
        Assign(targets=('len_k',)) @45:5
          .value:
            Attr(name='len') @45:13
              .value:
                Index() @45:13
                  .value:
                    Name(id='k') @45:13
                  .subs:
                    Name(id='seq') @45:15
        Assign(targets=('q0',)) @46:5
          .value:
            Attr(name='start') @46:10
              .value:
                Index() @46:10
                  .value:
                    Name(id='q') @46:10
                  .subs:
                    Name(id='seq') @46:12
        Assign(targets=('n',)) @49:5
          .value:
            Name(id='nt') @49:9
        If(orelse=()) @50:5
          .cond:
            Name(id='CAUSAL') @50:8
          .body:
            Assign(targets=('n',)) @51:9
              .value:
                BinOp(op='-') @51:13
                  .lhs:
                    BinOp(op='-') @51:13
                      .lhs:
                        Call(kwargs=()) @51:13
                          .func:
                            Name(id='cdiv') @51:13
                          .args:
                            Name(id='len_k') @51:18
                            Name(id='BLOCK_N') @51:25
                      .rhs:
                        Const(value=1) @51:36
                  .rhs:
                    Name(id='nt') @51:40
        Assign(targets=('group',)) @52:5
          .value:
            BinOp(op='//') @52:13
              .lhs:
                Name(id='H') @52:13
              .rhs:
                Name(id='HKV') @52:18
        Assign(targets=('m_lo',)) @54:5
          .value:
            Const(value=0) @54:12
        If(orelse=()) @55:5
          .cond:
            Name(id='CAUSAL') @55:8
          .body:
            Assign(targets=('m_lo',)) @56:9
              .value:
                BinOp(op='//') @56:16
                  .lhs:
                    Call(kwargs=()) @56:16
                      .func:
                        Name(id='maximum') @56:16
                      .args:
                        BinOp(op='-') @56:24
                          .lhs:
                            BinOp(op='*') @56:24
                              .lhs:
                                Name(id='n') @56:24
                              .rhs:
                                Name(id='BLOCK_N') @56:28
                          .rhs:
                            BinOp(op='-') @56:39
                              .lhs:
                                Name(id='len_k') @56:39
                              .rhs:
                                Name(id='len_q') @56:47
                        Const(value=0) @56:55
                  .rhs:
                    Name(id='BLOCK_M') @56:61
        Assign(targets=('n_m',)) @57:5
          .value:
            Call(kwargs=()) @57:11
              .func:
                Name(id='maximum') @57:11
              .args:
                BinOp(op='-') @57:19
                  .lhs:
                    Call(kwargs=()) @57:19
                      .func:
                        Name(id='cdiv') @57:19
                      .args:
                        Name(id='len_q') @57:24
                        Name(id='BLOCK_M') @57:31
                  .rhs:
                    Name(id='m_lo') @57:42
                Const(value=0) @57:48
        Assign(targets=('steps',)) @58:5
          .value:
            BinOp(op='*') @58:13
              .lhs:
                Name(id='group') @58:13
              .rhs:
                Name(id='n_m') @58:21
        Assign(targets=('rot',)) @62:5
          .value:
            Const(value=0) @62:11
        If(orelse=()) @63:5
          .cond:
            Name(id='ROTATE') @63:8
          .body:
            Assign(targets=('rot',)) @64:9
              .value:
                BinOp(op='%') @64:16
                  .lhs:
                    BinOp(op='*') @64:16
                      .lhs:
                        Name(id='n') @64:16
                      .rhs:
                        Call(kwargs=()) @64:20
                          .func:
                            Name(id='cdiv') @64:20
                          .args:
                            Name(id='n_m') @64:25
                            Const(value=8) @64:30
                  .rhs:
                    Call(kwargs=()) @64:36
                      .func:
                        Name(id='maximum') @64:36
                      .args:
                        Name(id='n_m') @64:44
                        Const(value=1) @64:49
        Assign(targets=('n_x',)) @70:5
          .value:
            Const(value=0) @70:11
        Assign(targets=('n_xs',)) @71:5
          .value:
            Const(value=0) @71:12
        Assign(targets=('PARTS',)) @72:5
          .value:
            Const(value=1) @72:13
        If(orelse=()) @73:5
          .cond:
            Name(id='SPLIT') @73:8
          .body:
            StaticAssert(message='SPLIT orders the steps itself: not with ROTATE') @74:9
              .cond:
                Unary(op='not') @74:23
                  .operand:
                    Name(id='ROTATE') @74:27
            Assign(targets=('PARTS',)) @75:9
              .value:
                Const(value=2) @75:17
            If(orelse=()) @76:9
              .cond:
                Name(id='CAUSAL') @76:12
              .body:
                Assign(targets=('m_diag',)) @78:13
                  .value:
                    Call(kwargs=()) @78:22
                      .func:
                        Name(id='cdiv') @78:22
                      .args:
                        Call(kwargs=()) @78:27
                          .func:
                            Name(id='maximum') @78:27
                          .args:
                            BinOp(op='-') @78:35
                              .lhs:
                                BinOp(op='-') @78:35
                                  .lhs:
                                    BinOp(op='+') @78:35
                                      .lhs:
                                        BinOp(op='*') @78:35
                                          .lhs:
                                            Name(id='n') @78:35
                                          .rhs:
                                            Name(id='BLOCK_N') @78:39
                                      .rhs:
                                        Name(id='BLOCK_N') @78:49
                                  .rhs:
                                    Const(value=1) @78:59
                              .rhs:
                                BinOp(op='-') @78:64
                                  .lhs:
                                    Name(id='len_k') @78:64
                                  .rhs:
                                    Name(id='len_q') @78:72
                            Const(value=0) @78:80
                        Name(id='BLOCK_M') @78:84
                Assign(targets=('n_x',)) @79:13
                  .value:
                    Call(kwargs=()) @79:19
                      .func:
                        Name(id='minimum') @79:19
                      .args:
                        Call(kwargs=()) @79:27
                          .func:
                            Name(id='maximum') @79:27
                          .args:
                            BinOp(op='-') @79:35
                              .lhs:
                                Name(id='m_diag') @79:35
                              .rhs:
                                Name(id='m_lo') @79:44
                            Const(value=0) @79:50
                        Name(id='n_m') @79:54
            Assign(targets=('n_e',)) @80:9
              .value:
                BinOp(op='*') @80:15
                  .lhs:
                    Call(kwargs=()) @80:15
                      .func:
                        Name(id='minimum') @80:15
                      .args:
                        BinOp(op='%') @80:23
                          .lhs:
                            Name(id='len_q') @80:23
                          .rhs:
                            Name(id='BLOCK_M') @80:31
                        Const(value=1) @80:40
                  .rhs:
                    Call(kwargs=()) @80:45
                      .func:
                        Name(id='minimum') @80:45
                      .args:
                        BinOp(op='-') @80:53
                          .lhs:
                            Name(id='n_m') @80:53
                          .rhs:
                            Name(id='n_x') @80:59
                        Const(value=1) @80:64
            Assign(targets=('n_x',)) @81:9
              .value:
                BinOp(op='+') @81:15
                  .lhs:
                    Name(id='n_x') @81:15
                  .rhs:
                    Name(id='n_e') @81:21
            Assign(targets=('n_xs',)) @82:9
              .value:
                Call(kwargs=()) @82:16
                  .func:
                    Name(id='minimum') @82:16
                  .args:
                    BinOp(op='*') @82:24
                      .lhs:
                        Name(id='group') @82:24
                      .rhs:
                        Name(id='n_x') @82:32
                    Name(id='steps') @82:37
            Assign(targets=('rot',)) @83:9
              .value:
                BinOp(op='%') @83:16
                  .lhs:
                    BinOp(op='-') @83:16
                      .lhs:
                        Name(id='n_m') @83:16
                      .rhs:
                        Name(id='n_e') @83:22
                  .rhs:
                    Call(kwargs=()) @83:29
                      .func:
                        Name(id='maximum') @83:29
                      .args:
                        Name(id='n_m') @83:37
                        Const(value=1) @83:42
        Role(name='load', replica=None) @85:5
          .kwargs:
            (
              'warps'
              Const(value=1) @85:21
            )
            (
              'regs'
              Const(value=24) @85:29
            )
          .body:
            Assign(targets=('ks',)) @86:9
              .value:
                BinOp(op='%') @86:14
                  .lhs:
                    Name(id='tile_index') @86:14
                  .rhs:
                    Name(id='KVBUF') @86:27
            Wait(phase=None) @87:9
              .target:
                Index() @87:14
                  .value:
                    Name(id='kv_free') @87:14
                  .subs:
                    Name(id='ks') @87:22
            Expect() @88:9
              .target:
                Index() @88:16
                  .value:
                    Name(id='kv_ready') @88:16
                  .subs:
                    Name(id='ks') @88:25
              .nbytes:
                BinOp(op='*') @88:30
                  .lhs:
                    BinOp(op='*') @88:30
                      .lhs:
                        Const(value=2) @88:30
                      .rhs:
                        Name(id='NWG') @88:34
                  .rhs:
                    Call(kwargs=()) @88:40
                      .func:
                        Name(id='bytes') @88:40
                      .args:
                        Name(id='k_tile') @88:46
            For(var='i') @89:9
              .iter:
                Call(kwargs=()) @89:18
                  .func:
                    Name(id='static_range') @89:18
                  .args:
                    Name(id='NWG') @89:31
              .body:
                Tma() @90:13
                  .dst:
                    Index() @90:17
                      .value:
                        Name(id='k_tile') @90:17
                      .subs:
                        BinOp(op='+') @90:24
                          .lhs:
                            BinOp(op='*') @90:24
                              .lhs:
                                Name(id='ks') @90:24
                              .rhs:
                                Name(id='NWG') @90:29
                          .rhs:
                            Name(id='i') @90:35
                  .src:
                    Index() @90:41
                      .value:
                        Name(id='k') @90:41
                      .subs:
                        Name(id='seq') @90:43
                        BinOp(op='+') @90:48
                          .lhs:
                            BinOp(op='*') @90:48
                              .lhs:
                                Name(id='NWG') @90:48
                              .rhs:
                                Name(id='n') @90:54
                          .rhs:
                            Name(id='i') @90:58
                        Name(id='kvh') @90:61
                  .signals:
                    Index() @90:74
                      .value:
                        Name(id='kv_ready') @90:74
                      .subs:
                        Name(id='ks') @90:83
                Tma() @91:13
                  .dst:
                    Index() @91:17
                      .value:
                        Name(id='v_tile') @91:17
                      .subs:
                        BinOp(op='+') @91:24
                          .lhs:
                            BinOp(op='*') @91:24
                              .lhs:
                                Name(id='ks') @91:24
                              .rhs:
                                Name(id='NWG') @91:29
                          .rhs:
                            Name(id='i') @91:35
                  .src:
                    Index() @91:41
                      .value:
                        Name(id='v') @91:41
                      .subs:
                        Name(id='seq') @91:43
                        BinOp(op='+') @91:48
                          .lhs:
                            BinOp(op='*') @91:48
                              .lhs:
                                Name(id='NWG') @91:48
                              .rhs:
                                Name(id='n') @91:54
                          .rhs:
                            Name(id='i') @91:58
                        Name(id='kvh') @91:61
                  .signals:
                    Index() @91:74
                      .value:
                        Name(id='kv_ready') @91:74
                      .subs:
                        Name(id='ks') @91:83
            For(var='part') @92:9
              .iter:
                Call(kwargs=()) @92:21
                  .func:
                    Name(id='static_range') @92:21
                  .args:
                    Name(id='PARTS') @92:34
              .body:
                Assign(targets=('lo', 'hi')) @93:13
                  .value:
                    Call(kwargs=()) @93:22
                      .func:
                        Name(id='part_bounds') @93:22
                      .args:
                        Name(id='part') @93:34
                        Name(id='n_xs') @93:40
                        Name(id='steps') @93:46
                        Name(id='SPLIT') @93:53
                Pipeline(var='j', slot='slot', ring='qd') @94:13
                  .iter:
                    Call(kwargs=()) @94:27
                      .func:
                        Name(id='range') @94:27
                      .args:
                        Name(id='lo') @94:33
                        Name(id='hi') @94:37
                  .stages:
                    Name(id='STAGES') @94:54
                  .body:
                    Assign(targets=('head', 'mb')) @95:17
                      .value:
                        Call(kwargs=()) @95:28
                          .func:
                            Name(id='step_block') @95:28
                          .args:
                            Name(id='j') @95:39
                            Name(id='part') @95:42
                            BinOp(op='*') @95:48
                              .lhs:
                                Name(id='kvh') @95:48
                              .rhs:
                                Name(id='group') @95:54
                            Name(id='m_lo') @95:61
                            Name(id='rot') @95:67
                            Name(id='n_m') @95:72
                            Name(id='n_x') @95:77
                            Name(id='n_xs') @95:82
                            Name(id='SPLIT') @95:88
                    Wait(phase=None) @96:17
                      .target:
                        Index() @96:22
                          .value:
                            Name(id='qd_free') @96:22
                          .subs:
                            Name(id='slot') @96:30
                    Expect() @97:17
                      .target:
                        Index() @97:24
                          .value:
                            Name(id='qd_ready') @97:24
                          .subs:
                            Name(id='slot') @97:33
                      .nbytes:
                        BinOp(op='+') @97:40
                          .lhs:
                            Call(kwargs=()) @97:40
                              .func:
                                Name(id='bytes') @97:40
                              .args:
                                Name(id='q_ring') @97:46
                          .rhs:
                            Call(kwargs=()) @97:56
                              .func:
                                Name(id='bytes') @97:56
                              .args:
                                Name(id='do_ring') @97:62
                    Tma() @98:17
                      .dst:
                        Index() @98:21
                          .value:
                            Name(id='q_ring') @98:21
                          .subs:
                            Name(id='slot') @98:28
                      .src:
                        Index() @98:37
                          .value:
                            Name(id='q') @98:37
                          .subs:
                            Name(id='seq') @98:39
                            Name(id='mb') @98:44
                            Name(id='head') @98:48
                      .signals:
                        Index() @98:62
                          .value:
                            Name(id='qd_ready') @98:62
                          .subs:
                            Name(id='slot') @98:71
                    Tma() @99:17
                      .dst:
                        Index() @99:21
                          .value:
                            Name(id='do_ring') @99:21
                          .subs:
                            Name(id='slot') @99:29
                      .src:
                        Index() @99:38
                          .value:
                            Name(id='d_o') @99:38
                          .subs:
                            Name(id='seq') @99:42
                            Name(id='mb') @99:47
                            Name(id='head') @99:51
                      .signals:
                        Index() @99:65
                          .value:
                            Name(id='qd_ready') @99:65
                          .subs:
                            Name(id='slot') @99:74
        Role(name='compute', replica='wg') @101:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @101:29
            )
            (
              'regs'
              Name(id='REGS') @101:39
            )
          .body:
            Assign(targets=('qk_scale',)) @102:9
              .value:
                BinOp(op='*') @102:20
                  .lhs:
                    Name(id='sm_scale') @102:20
                  .rhs:
                    Name(id='LOG2E') @102:31
            Assign(targets=('krow0',)) @103:9
              .value:
                BinOp(op='+') @103:17
                  .lhs:
                    BinOp(op='*') @103:17
                      .lhs:
                        Name(id='n') @103:17
                      .rhs:
                        Name(id='BLOCK_N') @103:21
                  .rhs:
                    BinOp(op='*') @103:31
                      .lhs:
                        Name(id='wg') @103:31
                      .rhs:
                        Name(id='WG_N') @103:36
            Assign(targets=('krows',)) @104:9
              .value:
                BinOp(op='+') @104:17
                  .lhs:
                    Name(id='krow0') @104:17
                  .rhs:
                    Call(kwargs=()) @104:25
                      .func:
                        Name(id='arange') @104:25
                      .args:
                        Name(id='WG_N') @104:32
            Assign(targets=('qcols',)) @105:9
              .value:
                Call(kwargs=()) @105:17
                  .func:
                    Name(id='arange') @105:17
                  .args:
                    Name(id='BLOCK_M') @105:24
            Assign(targets=('ks',)) @106:9
              .value:
                BinOp(op='%') @106:14
                  .lhs:
                    Name(id='tile_index') @106:14
                  .rhs:
                    Name(id='KVBUF') @106:27
            Assign(targets=('mine',)) @107:9
              .value:
                BinOp(op='+') @107:16
                  .lhs:
                    BinOp(op='*') @107:16
                      .lhs:
                        Name(id='ks') @107:16
                      .rhs:
                        Name(id='NWG') @107:21
                  .rhs:
                    Name(id='wg') @107:27
            Assign(targets=('acc_k',)) @108:9
              .value:
                Call(kwargs=()) @108:17
                  .func:
                    Name(id='zeros') @108:17
                  .args:
                    ListLit() @108:23
                      .elts:
                        Name(id='WG_N') @108:24
                        Name(id='D') @108:30
                    Name(id='f32') @108:34
            Assign(targets=('acc_v',)) @109:9
              .value:
                Call(kwargs=()) @109:17
                  .func:
                    Name(id='zeros') @109:17
                  .args:
                    ListLit() @109:23
                      .elts:
                        Name(id='WG_N') @109:24
                        Name(id='D') @109:30
                    Name(id='f32') @109:34
            Wait(phase=None) @110:9
              .target:
                Index() @110:14
                  .value:
                    Name(id='kv_ready') @110:14
                  .subs:
                    Name(id='ks') @110:23
            If(orelse=()) @112:9
              .cond:
                BoolOp(op='and') @112:12
                  .values:
                    BinOp(op='==') @112:12
                      .lhs:
                        Name(id='ACT') @112:12
                      .rhs:
                        Const(value='softmax') @112:19
                    Name(id='PREFETCH') @112:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @113:13
                  .value:
                    Call(kwargs=()) @113:29
                      .func:
                        Name(id='lse_delta') @113:29
                      .args:
                        Const(value=0) @113:39
                        Unary(op='-') @113:42
                          .operand:
                            Const(value=1) @113:43
                        BinOp(op='*') @113:46
                          .lhs:
                            Name(id='kvh') @113:46
                          .rhs:
                            Name(id='group') @113:52
                        Name(id='m_lo') @113:59
                        Name(id='rot') @113:65
                        Name(id='n_m') @113:70
                        Name(id='n_x') @113:75
                        Name(id='n_xs') @113:80
                        Name(id='SPLIT') @113:86
                        Name(id='q0') @113:93
                        Name(id='len_q') @113:97
                        Name(id='qcols') @113:104
                        Name(id='lse2_t') @113:111
                        Name(id='delta_t') @114:39
                        Name(id='BLOCK_M') @114:48
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
                    Assign(targets=('qpos',)) @119:17
                      .value:
                        BinOp(op='+') @119:24
                          .lhs:
                            BinOp(op='*') @119:24
                              .lhs:
                                Name(id='mb') @119:24
                              .rhs:
                                Name(id='BLOCK_M') @119:29
                          .rhs:
                            Name(id='qcols') @119:39
                    Assign(targets=('lse2',)) @120:17
                      .value:
                        Call(kwargs=()) @120:24
                          .func:
                            Name(id='zeros') @120:24
                          .args:
                            ListLit() @120:30
                              .elts:
                                Name(id='BLOCK_M') @120:31
                            Name(id='f32') @120:41
                    Assign(targets=('dlt',)) @121:17
                      .value:
                        Call(kwargs=()) @121:23
                          .func:
                            Name(id='zeros') @121:23
                          .args:
                            ListLit() @121:29
                              .elts:
                                Name(id='BLOCK_M') @121:30
                            Name(id='f32') @121:40
                    Assign(targets=('pf_here',)) @125:17
                      .value:
                        BoolOp(op='and') @125:27
                          .values:
                            Name(id='PREFETCH') @125:27
                            Unary(op='not') @125:40
                              .operand:
                                BoolOp(op='and') @125:45
                                  .values:
                                    Name(id='PF_LATE') @125:45
                                    Name(id='SMEM_P') @125:57
                    If() @126:17
                      .cond:
                        BoolOp(op='and') @126:20
                          .values:
                            BinOp(op='==') @126:20
                              .lhs:
                                Name(id='ACT') @126:20
                              .rhs:
                                Const(value='softmax') @126:27
                            Name(id='PREFETCH') @126:41
                      .body:
                        Assign(targets=('lse2',)) @127:21
                          .value:
                            Name(id='lse2_n') @127:28
                        Assign(targets=('dlt',)) @128:21
                          .value:
                            Name(id='dlt_n') @128:27
                        If(orelse=()) @129:21
                          .cond:
                            Name(id='pf_here') @129:24
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @130:25
                              .value:
                                Call(kwargs=()) @130:41
                                  .func:
                                    Name(id='lse_delta') @130:41
                                  .args:
                                    Call(kwargs=()) @130:51
                                      .func:
                                        Name(id='minimum') @130:51
                                      .args:
                                        BinOp(op='+') @130:59
                                          .lhs:
                                            Name(id='j') @130:59
                                          .rhs:
                                            Const(value=1) @130:63
                                        BinOp(op='-') @130:66
                                          .lhs:
                                            Name(id='steps') @130:66
                                          .rhs:
                                            Const(value=1) @130:74
                                    BinOp(op='-') @130:78
                                      .lhs:
                                        BinOp(op='*') @130:78
                                          .lhs:
                                            Const(value=2) @130:78
                                          .rhs:
                                            Name(id='part') @130:82
                                      .rhs:
                                        Const(value=1) @130:89
                                    BinOp(op='*') @130:92
                                      .lhs:
                                        Name(id='kvh') @130:92
                                      .rhs:
                                        Name(id='group') @130:98
                                    Name(id='m_lo') @130:105
                                    Name(id='rot') @130:111
                                    Name(id='n_m') @130:116
                                    Name(id='n_x') @131:51
                                    Name(id='n_xs') @131:56
                                    Name(id='SPLIT') @131:62
                                    Name(id='q0') @131:69
                                    Name(id='len_q') @131:73
                                    Name(id='qcols') @131:80
                                    Name(id='lse2_t') @131:87
                                    Name(id='delta_t') @131:95
                                    Name(id='BLOCK_M') @131:104
                      .orelse:
                        If(orelse=()) @132:17
                          .cond:
                            BinOp(op='==') @132:22
                              .lhs:
                                Name(id='ACT') @132:22
                              .rhs:
                                Const(value='softmax') @132:29
                          .body:
                            Assign(targets=('qi',)) @136:21
                              .value:
                                BinOp(op='+') @136:26
                                  .lhs:
                                    Name(id='q0') @136:26
                                  .rhs:
                                    Call(kwargs=()) @136:31
                                      .func:
                                        Name(id='minimum') @136:31
                                      .args:
                                        Name(id='qpos') @136:39
                                        BinOp(op='-') @136:45
                                          .lhs:
                                            Name(id='len_q') @136:45
                                          .rhs:
                                            Const(value=1) @136:53
                            Assign(targets=('lse2',)) @137:21
                              .value:
                                Index() @137:28
                                  .value:
                                    Name(id='lse2_t') @137:28
                                  .subs:
                                    Name(id='head') @137:35
                                    Name(id='qi') @137:41
                            Assign(targets=('dlt',)) @138:21
                              .value:
                                Index() @138:27
                                  .value:
                                    Name(id='delta_t') @138:27
                                  .subs:
                                    Name(id='head') @138:35
                                    Name(id='qi') @138:41
                    If() @139:17
                      .cond:
                        BinOp(op='==') @139:20
                          .lhs:
                            Name(id='part') @139:20
                          .rhs:
                            Const(value=0) @139:28
                      .body:
                        Assign(targets=('edge',)) @140:21
                          .value:
                            BinOp(op='>') @140:28
                              .lhs:
                                BinOp(op='*') @140:29
                                  .lhs:
                                    BinOp(op='+') @140:29
                                      .lhs:
                                        Name(id='mb') @140:29
                                      .rhs:
                                        Const(value=1) @140:34
                                  .rhs:
                                    Name(id='BLOCK_M') @140:39
                              .rhs:
                                Name(id='len_q') @140:49
                        If(orelse=()) @141:21
                          .cond:
                            Name(id='CAUSAL') @141:24
                          .body:
                            Assign(targets=('edge',)) @142:25
                              .value:
                                BoolOp(op='or') @142:32
                                  .values:
                                    Name(id='edge') @142:32
                                    BinOp(op='>') @142:40
                                      .lhs:
                                        BinOp(op='-') @142:40
                                          .lhs:
                                            BinOp(op='+') @142:40
                                              .lhs:
                                                Name(id='krow0') @142:40
                                              .rhs:
                                                Name(id='WG_N') @142:48
                                          .rhs:
                                            Const(value=1) @142:55
                                      .rhs:
                                        BinOp(op='+') @142:59
                                          .lhs:
                                            BinOp(op='*') @142:59
                                              .lhs:
                                                Name(id='mb') @142:59
                                              .rhs:
                                                Name(id='BLOCK_M') @142:64
                                          .rhs:
                                            BinOp(op='-') @142:75
                                              .lhs:
                                                Name(id='len_k') @142:75
                                              .rhs:
                                                Name(id='len_q') @142:83
                      .orelse:
                        Assign(targets=('edge',)) @144:21
                          .value:
                            Const(value=False) @144:28
                    Wait(phase=None) @145:17
                      .target:
                        Index() @145:22
                          .value:
                            Name(id='qd_ready') @145:22
                          .subs:
                            Name(id='slot') @145:31
                    If() @146:17
                      .cond:
                        Name(id='SMEM_P') @146:20
                      .body:
                        Assign(targets=('s_f',)) @149:21
                          .value:
                            Call(kwargs=()) @149:27
                              .func:
                                Name(id='mma_async') @149:27
                              .args:
                                Index() @149:37
                                  .value:
                                    Name(id='q_ring') @149:37
                                  .subs:
                                    Name(id='slot') @149:44
                                Attr(name='T') @149:51
                                  .value:
                                    Index() @149:51
                                      .value:
                                        Name(id='k_tile') @149:51
                                      .subs:
                                        Name(id='mine') @149:58
                        Assign(targets=('dp_f',)) @150:21
                          .value:
                            Call(kwargs=()) @150:28
                              .func:
                                Name(id='mma_async') @150:28
                              .args:
                                Index() @150:38
                                  .value:
                                    Name(id='do_ring') @150:38
                                  .subs:
                                    Name(id='slot') @150:46
                                Attr(name='T') @150:53
                                  .value:
                                    Index() @150:53
                                      .value:
                                        Name(id='v_tile') @150:53
                                      .subs:
                                        Name(id='mine') @150:60
                        Assign(targets=('s',)) @151:21
                          .value:
                            Call() @151:25
                              .func:
                                Name(id='mma_wait') @151:25
                              .args:
                                Name(id='s_f') @151:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @151:47
                                )
                        Assign(targets=('kpos',)) @154:21
                          .value:
                            BinOp(op='+') @154:28
                              .lhs:
                                Name(id='krow0') @154:28
                              .rhs:
                                Call(kwargs=()) @154:36
                                  .func:
                                    Name(id='arange') @154:36
                                  .args:
                                    Name(id='WG_N') @154:43
                        Assign(targets=('p', 'dact')) @155:21
                          .value:
                            Call(kwargs=()) @155:31
                              .func:
                                Name(id='probs') @155:31
                              .args:
                                Name(id='s') @155:37
                                Name(id='edge') @155:40
                                Index() @155:46
                                  .value:
                                    Name(id='qpos') @155:46
                                  .subs:
                                    FullSlice() @155:51
                                    Const(value=None) @155:54
                                Index() @155:61
                                  .value:
                                    Name(id='kpos') @155:61
                                  .subs:
                                    Const(value=None) @155:66
                                    FullSlice() @155:72
                                Name(id='len_q') @155:76
                                Name(id='len_k') @155:83
                                Index() @155:90
                                  .value:
                                    Name(id='lse2') @155:90
                                  .subs:
                                    FullSlice() @155:95
                                    Const(value=None) @155:98
                                Name(id='qk_scale') @155:105
                                Name(id='sm_scale') @156:37
                                Name(id='CAUSAL') @156:47
                                Name(id='ACT') @156:55
                        Assign(targets=('pb',)) @157:21
                          .value:
                            Call(kwargs=()) @157:26
                              .func:
                                Name(id='cast') @157:26
                              .args:
                                Name(id='p') @157:31
                                Name(id='DT') @157:34
                        If() @158:21
                          .cond:
                            Name(id='PD_SWAP') @158:24
                          .body:
                            Assign(targets=('pi',)) @159:25
                              .value:
                                BinOp(op='+') @159:30
                                  .lhs:
                                    BinOp(op='*') @159:30
                                      .lhs:
                                        Const(value=2) @159:30
                                      .rhs:
                                        Name(id='wg') @159:34
                                  .rhs:
                                    BinOp(op='%') @159:39
                                      .lhs:
                                        Name(id='slot') @159:39
                                      .rhs:
                                        Const(value=2) @159:46
                            Assign(targets=('di',)) @160:25
                              .value:
                                BinOp(op='-') @160:30
                                  .lhs:
                                    BinOp(op='+') @160:30
                                      .lhs:
                                        BinOp(op='*') @160:30
                                          .lhs:
                                            Const(value=2) @160:30
                                          .rhs:
                                            Name(id='wg') @160:34
                                      .rhs:
                                        Const(value=1) @160:39
                                  .rhs:
                                    BinOp(op='%') @160:43
                                      .lhs:
                                        Name(id='slot') @160:43
                                      .rhs:
                                        Const(value=2) @160:50
                            ExprStmt() @161:25
                              .value:
                                Call(kwargs=()) @161:25
                                  .func:
                                    Name(id='store_smem') @161:25
                                  .args:
                                    Index() @161:36
                                      .value:
                                        Name(id='pd_s') @161:36
                                      .subs:
                                        Name(id='pi') @161:41
                                    Name(id='pb') @161:46
                            Fence() @162:25
                            Assign(targets=('dv_f',)) @163:25
                              .value:
                                Call(kwargs=()) @163:32
                                  .func:
                                    Name(id='mma_async') @163:32
                                  .args:
                                    Attr(name='T') @163:42
                                      .value:
                                        Index() @163:42
                                          .value:
                                            Name(id='pd_s') @163:42
                                          .subs:
                                            Name(id='pi') @163:47
                                    Index() @163:54
                                      .value:
                                        Name(id='do_ring') @163:54
                                      .subs:
                                        Name(id='slot') @163:62
                                    Name(id='acc_v') @163:69
                          .orelse:
                            ExprStmt() @165:25
                              .value:
                                Call(kwargs=()) @165:25
                                  .func:
                                    Name(id='store_smem') @165:25
                                  .args:
                                    Index() @165:36
                                      .value:
                                        Name(id='p_s') @165:36
                                      .subs:
                                        Name(id='wg') @165:40
                                    Name(id='pb') @165:45
                            Fence() @166:25
                            Assign(targets=('dv_f',)) @167:25
                              .value:
                                Call(kwargs=()) @167:32
                                  .func:
                                    Name(id='mma_async') @167:32
                                  .args:
                                    Attr(name='T') @167:42
                                      .value:
                                        Index() @167:42
                                          .value:
                                            Name(id='p_s') @167:42
                                          .subs:
                                            Name(id='wg') @167:46
                                    Index() @167:53
                                      .value:
                                        Name(id='do_ring') @167:53
                                      .subs:
                                        Name(id='slot') @167:61
                                    Name(id='acc_v') @167:68
                        If(orelse=()) @168:21
                          .cond:
                            BoolOp(op='and') @168:24
                              .values:
                                Name(id='P16') @168:24
                                BinOp(op='==') @168:32
                                  .lhs:
                                    Name(id='ACT') @168:32
                                  .rhs:
                                    Const(value='softmax') @168:39
                          .body:
                            Assign(targets=('p',)) @171:25
                              .value:
                                Call(kwargs=()) @171:29
                                  .func:
                                    Name(id='cast') @171:29
                                  .args:
                                    Name(id='pb') @171:34
                                    Name(id='f32') @171:38
                            Assign(targets=('dact',)) @172:25
                              .value:
                                Name(id='p') @172:32
                        Assign(targets=('dp',)) @173:21
                          .value:
                            Call() @173:26
                              .func:
                                Name(id='mma_wait') @173:26
                              .args:
                                Name(id='dp_f') @173:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @173:49
                                )
                        If() @174:21
                          .cond:
                            Name(id='PD_SWAP') @174:24
                          .body:
                            ExprStmt() @175:25
                              .value:
                                Call(kwargs=()) @175:25
                                  .func:
                                    Name(id='store_smem') @175:25
                                  .args:
                                    Index() @175:36
                                      .value:
                                        Name(id='pd_s') @175:36
                                      .subs:
                                        Name(id='di') @175:41
                                    Call(kwargs=()) @175:46
                                      .func:
                                        Name(id='cast') @175:46
                                      .args:
                                        Call(kwargs=()) @175:51
                                          .func:
                                            Name(id='dscores') @175:51
                                          .args:
                                            Name(id='p') @175:59
                                            Name(id='dact') @175:62
                                            Name(id='dp') @175:68
                                            Index() @175:72
                                              .value:
                                                Name(id='dlt') @175:72
                                              .subs:
                                                FullSlice() @175:76
                                                Const(value=None) @175:79
                                            Name(id='ACT') @175:86
                                        Name(id='DT') @175:92
                            Fence() @176:25
                            Assign(targets=('dk_f',)) @177:25
                              .value:
                                Call(kwargs=()) @177:32
                                  .func:
                                    Name(id='mma_async') @177:32
                                  .args:
                                    Attr(name='T') @177:42
                                      .value:
                                        Index() @177:42
                                          .value:
                                            Name(id='pd_s') @177:42
                                          .subs:
                                            Name(id='di') @177:47
                                    Index() @177:54
                                      .value:
                                        Name(id='q_ring') @177:54
                                      .subs:
                                        Name(id='slot') @177:61
                                    Name(id='acc_k') @177:68
                          .orelse:
                            ExprStmt() @179:25
                              .value:
                                Call(kwargs=()) @179:25
                                  .func:
                                    Name(id='store_smem') @179:25
                                  .args:
                                    Index() @179:36
                                      .value:
                                        Name(id='ds_s') @179:36
                                      .subs:
                                        Name(id='wg') @179:41
                                    Call(kwargs=()) @179:46
                                      .func:
                                        Name(id='cast') @179:46
                                      .args:
                                        Call(kwargs=()) @179:51
                                          .func:
                                            Name(id='dscores') @179:51
                                          .args:
                                            Name(id='p') @179:59
                                            Name(id='dact') @179:62
                                            Name(id='dp') @179:68
                                            Index() @179:72
                                              .value:
                                                Name(id='dlt') @179:72
                                              .subs:
                                                FullSlice() @179:76
                                                Const(value=None) @179:79
                                            Name(id='ACT') @179:86
                                        Name(id='DT') @179:92
                            Fence() @180:25
                            Assign(targets=('dk_f',)) @181:25
                              .value:
                                Call(kwargs=()) @181:32
                                  .func:
                                    Name(id='mma_async') @181:32
                                  .args:
                                    Attr(name='T') @181:42
                                      .value:
                                        Index() @181:42
                                          .value:
                                            Name(id='ds_s') @181:42
                                          .subs:
                                            Name(id='wg') @181:47
                                    Index() @181:54
                                      .value:
                                        Name(id='q_ring') @181:54
                                      .subs:
                                        Name(id='slot') @181:61
                                    Name(id='acc_k') @181:68
                        If(orelse=()) @182:21
                          .cond:
                            BoolOp(op='and') @182:24
                              .values:
                                BinOp(op='==') @182:24
                                  .lhs:
                                    Name(id='ACT') @182:24
                                  .rhs:
                                    Const(value='softmax') @182:31
                                Name(id='PREFETCH') @182:45
                                Unary(op='not') @182:58
                                  .operand:
                                    Name(id='pf_here') @182:62
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @183:25
                              .value:
                                Call(kwargs=()) @183:41
                                  .func:
                                    Name(id='lse_delta') @183:41
                                  .args:
                                    Call(kwargs=()) @183:51
                                      .func:
                                        Name(id='minimum') @183:51
                                      .args:
                                        BinOp(op='+') @183:59
                                          .lhs:
                                            Name(id='j') @183:59
                                          .rhs:
                                            Const(value=1) @183:63
                                        BinOp(op='-') @183:66
                                          .lhs:
                                            Name(id='steps') @183:66
                                          .rhs:
                                            Const(value=1) @183:74
                                    BinOp(op='-') @183:78
                                      .lhs:
                                        BinOp(op='*') @183:78
                                          .lhs:
                                            Const(value=2) @183:78
                                          .rhs:
                                            Name(id='part') @183:82
                                      .rhs:
                                        Const(value=1) @183:89
                                    BinOp(op='*') @183:92
                                      .lhs:
                                        Name(id='kvh') @183:92
                                      .rhs:
                                        Name(id='group') @183:98
                                    Name(id='m_lo') @183:105
                                    Name(id='rot') @183:111
                                    Name(id='n_m') @183:116
                                    Name(id='n_x') @184:51
                                    Name(id='n_xs') @184:56
                                    Name(id='SPLIT') @184:62
                                    Name(id='q0') @184:69
                                    Name(id='len_q') @184:73
                                    Name(id='qcols') @184:80
                                    Name(id='lse2_t') @184:87
                                    Name(id='delta_t') @184:95
                                    Name(id='BLOCK_M') @184:104
                        Assign(targets=('acc_v',)) @185:21
                          .value:
                            Call() @185:29
                              .func:
                                Name(id='mma_wait') @185:29
                              .args:
                                Name(id='dv_f') @185:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @185:52
                                )
                        Assign(targets=('acc_k',)) @186:21
                          .value:
                            Call(kwargs=()) @186:29
                              .func:
                                Name(id='mma_wait') @186:29
                              .args:
                                Name(id='dk_f') @186:38
                      .orelse:
                        Assign(targets=('st_f',)) @190:21
                          .value:
                            Call(kwargs=()) @190:28
                              .func:
                                Name(id='mma_async') @190:28
                              .args:
                                Index() @190:38
                                  .value:
                                    Name(id='k_tile') @190:38
                                  .subs:
                                    Name(id='mine') @190:45
                                Attr(name='T') @190:52
                                  .value:
                                    Index() @190:52
                                      .value:
                                        Name(id='q_ring') @190:52
                                      .subs:
                                        Name(id='slot') @190:59
                        Assign(targets=('dpt_f',)) @191:21
                          .value:
                            Call(kwargs=()) @191:29
                              .func:
                                Name(id='mma_async') @191:29
                              .args:
                                Index() @191:39
                                  .value:
                                    Name(id='v_tile') @191:39
                                  .subs:
                                    Name(id='mine') @191:46
                                Attr(name='T') @191:53
                                  .value:
                                    Index() @191:53
                                      .value:
                                        Name(id='do_ring') @191:53
                                      .subs:
                                        Name(id='slot') @191:61
                        Assign(targets=('st',)) @192:21
                          .value:
                            Call() @192:26
                              .func:
                                Name(id='mma_wait') @192:26
                              .args:
                                Name(id='st_f') @192:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @192:49
                                )
                        Assign(targets=('pt', 'dact')) @193:21
                          .value:
                            Call(kwargs=()) @193:32
                              .func:
                                Name(id='probs') @193:32
                              .args:
                                Name(id='st') @193:38
                                Name(id='edge') @193:42
                                Index() @193:48
                                  .value:
                                    Name(id='qpos') @193:48
                                  .subs:
                                    Const(value=None) @193:53
                                    FullSlice() @193:59
                                Index() @193:63
                                  .value:
                                    Name(id='krows') @193:63
                                  .subs:
                                    FullSlice() @193:69
                                    Const(value=None) @193:72
                                Name(id='len_q') @193:79
                                Name(id='len_k') @193:86
                                Index() @193:93
                                  .value:
                                    Name(id='lse2') @193:93
                                  .subs:
                                    Const(value=None) @193:98
                                    FullSlice() @193:104
                                Name(id='qk_scale') @193:108
                                Name(id='sm_scale') @194:38
                                Name(id='CAUSAL') @194:48
                                Name(id='ACT') @194:56
                        Assign(targets=('dpt',)) @195:21
                          .value:
                            Call(kwargs=()) @195:27
                              .func:
                                Name(id='mma_wait') @195:27
                              .args:
                                Name(id='dpt_f') @195:36
                        Assign(targets=('dv_f',)) @197:21
                          .value:
                            Call(kwargs=()) @197:28
                              .func:
                                Name(id='mma_async') @197:28
                              .args:
                                Call(kwargs=()) @197:38
                                  .func:
                                    Name(id='cast') @197:38
                                  .args:
                                    Name(id='pt') @197:43
                                    Name(id='DT') @197:47
                                Index() @197:52
                                  .value:
                                    Name(id='do_ring') @197:52
                                  .subs:
                                    Name(id='slot') @197:60
                                Name(id='acc_v') @197:67
                        Assign(targets=('dst',)) @198:21
                          .value:
                            Call(kwargs=()) @198:27
                              .func:
                                Name(id='dscores') @198:27
                              .args:
                                Name(id='pt') @198:35
                                Name(id='dact') @198:39
                                Name(id='dpt') @198:45
                                Index() @198:50
                                  .value:
                                    Name(id='dlt') @198:50
                                  .subs:
                                    Const(value=None) @198:54
                                    FullSlice() @198:60
                                Name(id='ACT') @198:64
                        Assign(targets=('dk_f',)) @199:21
                          .value:
                            Call(kwargs=()) @199:28
                              .func:
                                Name(id='mma_async') @199:28
                              .args:
                                Call(kwargs=()) @199:38
                                  .func:
                                    Name(id='cast') @199:38
                                  .args:
                                    Name(id='dst') @199:43
                                    Name(id='DT') @199:48
                                Index() @199:53
                                  .value:
                                    Name(id='q_ring') @199:53
                                  .subs:
                                    Name(id='slot') @199:60
                                Name(id='acc_k') @199:67
                        Assign(targets=('acc_v',)) @200:21
                          .value:
                            Call() @200:29
                              .func:
                                Name(id='mma_wait') @200:29
                              .args:
                                Name(id='dv_f') @200:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @200:52
                                )
                        Assign(targets=('acc_k',)) @201:21
                          .value:
                            Call(kwargs=()) @201:29
                              .func:
                                Name(id='mma_wait') @201:29
                              .args:
                                Name(id='dk_f') @201:38
                    Arrive(count=None) @202:17
                      .target:
                        Index() @202:24
                          .value:
                            Name(id='qd_free') @202:24
                          .subs:
                            Name(id='slot') @202:32
            Arrive(count=None) @203:9
              .target:
                Index() @203:16
                  .value:
                    Name(id='kv_free') @203:16
                  .subs:
                    Name(id='ks') @203:24
            Assign(targets=('k_scale',)) @204:9
              .value:
                Name(id='sm_scale') @204:19
            Assign(targets=('v_scale',)) @205:9
              .value:
                Const(value=1.0) @205:19
            If(orelse=()) @206:9
              .cond:
                BinOp(op='==') @206:12
                  .lhs:
                    Name(id='ACT') @206:12
                  .rhs:
                    Const(value='silu') @206:19
              .body:
                Assign(targets=('k_scale',)) @207:13
                  .value:
                    BinOp(op='*') @207:23
                      .lhs:
                        Name(id='sm_scale') @207:23
                      .rhs:
                        Name(id='out_scale') @207:34
                Assign(targets=('v_scale',)) @208:13
                  .value:
                    Name(id='out_scale') @208:23
            Assign(targets=('live',)) @209:9
              .value:
                BinOp(op='<') @209:16
                  .lhs:
                    Name(id='krows') @209:16
                  .rhs:
                    Name(id='len_k') @209:24
            Store() @210:9
              .target:
                Index() @210:9
                  .value:
                    Name(id='dk') @210:9
                  .subs:
                    Name(id='seq') @210:12
              .subs:
                Index() @210:17
                  .value:
                    Name(id='krows') @210:17
                  .subs:
                    FullSlice() @210:23
                    Const(value=None) @210:26
                Name(id='kvh') @210:33
                Index() @210:38
                  .value:
                    Call(kwargs=()) @210:38
                      .func:
                        Name(id='arange') @210:38
                      .args:
                        Name(id='D') @210:45
                  .subs:
                    Const(value=None) @210:48
                    FullSlice() @210:54
              .value:
                Call(kwargs=()) @210:60
                  .func:
                    Name(id='cast') @210:60
                  .args:
                    BinOp(op='*') @210:65
                      .lhs:
                        Name(id='acc_k') @210:65
                      .rhs:
                        Name(id='k_scale') @210:73
                    Name(id='DT') @210:82
              .mask:
                Index() @210:92
                  .value:
                    Name(id='live') @210:92
                  .subs:
                    FullSlice() @210:97
                    Const(value=None) @210:100
            Store() @211:9
              .target:
                Index() @211:9
                  .value:
                    Name(id='dv') @211:9
                  .subs:
                    Name(id='seq') @211:12
              .subs:
                Index() @211:17
                  .value:
                    Name(id='krows') @211:17
                  .subs:
                    FullSlice() @211:23
                    Const(value=None) @211:26
                Name(id='kvh') @211:33
                Index() @211:38
                  .value:
                    Call(kwargs=()) @211:38
                      .func:
                        Name(id='arange') @211:38
                      .args:
                        Name(id='D') @211:45
                  .subs:
                    Const(value=None) @211:48
                    FullSlice() @211:54
              .value:
                Call(kwargs=()) @211:60
                  .func:
                    Name(id='cast') @211:60
                  .args:
                    BinOp(op='*') @211:65
                      .lhs:
                        Name(id='acc_v') @211:65
                      .rhs:
                        Name(id='v_scale') @211:73
                    Name(id='DT') @211:82
              .mask:
                Index() @211:92
                  .value:
                    Name(id='live') @211:92
                  .subs:
                    FullSlice() @211:97
                    Const(value=None) @211:100