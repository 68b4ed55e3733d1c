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
        SmemDecl(name='p_s') @30:5
          .stages:
            BinOp(op='//') @30:14
              .lhs:
                Name(id='BLOCK_N') @30:14
              .rhs:
                Name(id='WG_N') @30:25
          .dtype:
            Name(id='DT') @30:32
          .shape:
            Name(id='BLOCK_M') @30:35
            Name(id='WG_N') @30:44
        SmemDecl(name='ds_s') @31:5
          .stages:
            BinOp(op='//') @31:15
              .lhs:
                Name(id='BLOCK_N') @31:15
              .rhs:
                Name(id='WG_N') @31:26
          .dtype:
            Name(id='DT') @31:33
          .shape:
            Name(id='BLOCK_M') @31:36
            Name(id='WG_N') @31:45
        BarrierDecl(name='kv_ready', kwargs=()) @32:5
          .size:
            Name(id='KVBUF') @32:22
        BarrierDecl(name='kv_free') @33:5
          .size:
            Name(id='KVBUF') @33:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @33:34
                .lhs:
                  Name(id='BLOCK_N') @33:34
                .rhs:
                  Name(id='WG_N') @33:45
            )
        BarrierDecl(name='qd_ready', kwargs=()) @34:5
          .size:
            Name(id='STAGES') @34:22
        BarrierDecl(name='qd_free') @35:5
          .size:
            Name(id='STAGES') @35:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @35:35
                .lhs:
                  Name(id='BLOCK_N') @35:35
                .rhs:
                  Name(id='WG_N') @35:46
            )
        Assign(targets=('len_q',)) @37:5
          .value:
            Attr(name='len') @37:13
              .value:
                Index() @37:13
                  .value:
                    Name(id='q') @37:13
                  .subs:
                    Name(id='seq') @37:15
        Assign(targets=('len_k',)) @38:5
          .value:
            Attr(name='len') @38:13
              .value:
                Index() @38:13
                  .value:
                    Name(id='k') @38:13
                  .subs:
                    Name(id='seq') @38:15
        Assign(targets=('q0',)) @39:5
          .value:
            Attr(name='start') @39:10
              .value:
                Index() @39:10
                  .value:
                    Name(id='q') @39:10
                  .subs:
                    Name(id='seq') @39:12
        Assign(targets=('n',)) @42:5
          .value:
            Name(id='nt') @42:9
        If(orelse=()) @43:5
          .cond:
            Name(id='CAUSAL') @43:8
          .body:
            Assign(targets=('n',)) @44:9
              .value:
                BinOp(op='-') @44:13
                  .lhs:
                    BinOp(op='-') @44:13
                      .lhs:
                        Call(kwargs=()) @44:13
                          .func:
                            Name(id='cdiv') @44:13
                          .args:
                            Name(id='len_k') @44:18
                            Name(id='BLOCK_N') @44:25
                      .rhs:
                        Const(value=1) @44:36
                  .rhs:
                    Name(id='nt') @44:40
        Assign(targets=('group',)) @45:5
          .value:
            BinOp(op='//') @45:13
              .lhs:
                Name(id='H') @45:13
              .rhs:
                Name(id='HKV') @45:18
        Assign(targets=('m_lo',)) @47:5
          .value:
            Const(value=0) @47:12
        If(orelse=()) @48:5
          .cond:
            Name(id='CAUSAL') @48:8
          .body:
            Assign(targets=('m_lo',)) @49:9
              .value:
                BinOp(op='//') @49:16
                  .lhs:
                    Call(kwargs=()) @49:16
                      .func:
                        Name(id='maximum') @49:16
                      .args:
                        BinOp(op='-') @49:24
                          .lhs:
                            BinOp(op='*') @49:24
                              .lhs:
                                Name(id='n') @49:24
                              .rhs:
                                Name(id='BLOCK_N') @49:28
                          .rhs:
                            BinOp(op='-') @49:39
                              .lhs:
                                Name(id='len_k') @49:39
                              .rhs:
                                Name(id='len_q') @49:47
                        Const(value=0) @49:55
                  .rhs:
                    Name(id='BLOCK_M') @49:61
        Assign(targets=('n_m',)) @50:5
          .value:
            Call(kwargs=()) @50:11
              .func:
                Name(id='maximum') @50:11
              .args:
                BinOp(op='-') @50:19
                  .lhs:
                    Call(kwargs=()) @50:19
                      .func:
                        Name(id='cdiv') @50:19
                      .args:
                        Name(id='len_q') @50:24
                        Name(id='BLOCK_M') @50:31
                  .rhs:
                    Name(id='m_lo') @50:42
                Const(value=0) @50:48
        Assign(targets=('steps',)) @51:5
          .value:
            BinOp(op='*') @51:13
              .lhs:
                Name(id='group') @51:13
              .rhs:
                Name(id='n_m') @51:21
        Assign(targets=('rot',)) @55:5
          .value:
            Const(value=0) @55:11
        If(orelse=()) @56:5
          .cond:
            Name(id='ROTATE') @56:8
          .body:
            Assign(targets=('rot',)) @57:9
              .value:
                BinOp(op='%') @57:16
                  .lhs:
                    BinOp(op='*') @57:16
                      .lhs:
                        Name(id='n') @57:16
                      .rhs:
                        Call(kwargs=()) @57:20
                          .func:
                            Name(id='cdiv') @57:20
                          .args:
                            Name(id='n_m') @57:25
                            Const(value=8) @57:30
                  .rhs:
                    Call(kwargs=()) @57:36
                      .func:
                        Name(id='maximum') @57:36
                      .args:
                        Name(id='n_m') @57:44
                        Const(value=1) @57:49
        Assign(targets=('n_x',)) @63:5
          .value:
            Const(value=0) @63:11
        Assign(targets=('n_xs',)) @64:5
          .value:
            Const(value=0) @64:12
        Assign(targets=('PARTS',)) @65:5
          .value:
            Const(value=1) @65:13
        If(orelse=()) @66:5
          .cond:
            Name(id='SPLIT') @66:8
          .body:
            StaticAssert(message='SPLIT orders the steps itself: not with ROTATE') @67:9
              .cond:
                Unary(op='not') @67:23
                  .operand:
                    Name(id='ROTATE') @67:27
            Assign(targets=('PARTS',)) @68:9
              .value:
                Const(value=2) @68:17
            If(orelse=()) @69:9
              .cond:
                Name(id='CAUSAL') @69:12
              .body:
                Assign(targets=('m_diag',)) @71:13
                  .value:
                    Call(kwargs=()) @71:22
                      .func:
                        Name(id='cdiv') @71:22
                      .args:
                        Call(kwargs=()) @71:27
                          .func:
                            Name(id='maximum') @71:27
                          .args:
                            BinOp(op='-') @71:35
                              .lhs:
                                BinOp(op='-') @71:35
                                  .lhs:
                                    BinOp(op='+') @71:35
                                      .lhs:
                                        BinOp(op='*') @71:35
                                          .lhs:
                                            Name(id='n') @71:35
                                          .rhs:
                                            Name(id='BLOCK_N') @71:39
                                      .rhs:
                                        Name(id='BLOCK_N') @71:49
                                  .rhs:
                                    Const(value=1) @71:59
                              .rhs:
                                BinOp(op='-') @71:64
                                  .lhs:
                                    Name(id='len_k') @71:64
                                  .rhs:
                                    Name(id='len_q') @71:72
                            Const(value=0) @71:80
                        Name(id='BLOCK_M') @71:84
                Assign(targets=('n_x',)) @72:13
                  .value:
                    Call(kwargs=()) @72:19
                      .func:
                        Name(id='minimum') @72:19
                      .args:
                        Call(kwargs=()) @72:27
                          .func:
                            Name(id='maximum') @72:27
                          .args:
                            BinOp(op='-') @72:35
                              .lhs:
                                Name(id='m_diag') @72:35
                              .rhs:
                                Name(id='m_lo') @72:44
                            Const(value=0) @72:50
                        Name(id='n_m') @72:54
            Assign(targets=('n_e',)) @73:9
              .value:
                BinOp(op='*') @73:15
                  .lhs:
                    Call(kwargs=()) @73:15
                      .func:
                        Name(id='minimum') @73:15
                      .args:
                        BinOp(op='%') @73:23
                          .lhs:
                            Name(id='len_q') @73:23
                          .rhs:
                            Name(id='BLOCK_M') @73:31
                        Const(value=1) @73:40
                  .rhs:
                    Call(kwargs=()) @73:45
                      .func:
                        Name(id='minimum') @73:45
                      .args:
                        BinOp(op='-') @73:53
                          .lhs:
                            Name(id='n_m') @73:53
                          .rhs:
                            Name(id='n_x') @73:59
                        Const(value=1) @73:64
            Assign(targets=('n_x',)) @74:9
              .value:
                BinOp(op='+') @74:15
                  .lhs:
                    Name(id='n_x') @74:15
                  .rhs:
                    Name(id='n_e') @74:21
            Assign(targets=('n_xs',)) @75:9
              .value:
                Call(kwargs=()) @75:16
                  .func:
                    Name(id='minimum') @75:16
                  .args:
                    BinOp(op='*') @75:24
                      .lhs:
                        Name(id='group') @75:24
                      .rhs:
                        Name(id='n_x') @75:32
                    Name(id='steps') @75:37
            Assign(targets=('rot',)) @76:9
              .value:
                BinOp(op='%') @76:16
                  .lhs:
                    BinOp(op='-') @76:16
                      .lhs:
                        Name(id='n_m') @76:16
                      .rhs:
                        Name(id='n_e') @76:22
                  .rhs:
                    Call(kwargs=()) @76:29
                      .func:
                        Name(id='maximum') @76:29
                      .args:
                        Name(id='n_m') @76:37
                        Const(value=1) @76:42
        Role(name='load', replica=None) @78:5
          .kwargs:
            (
              'warps'
              Const(value=1) @78:21
            )
            (
              'regs'
              Const(value=24) @78:29
            )
          .body:
            Assign(targets=('ks',)) @79:9
              .value:
                BinOp(op='%') @79:14
                  .lhs:
                    Name(id='tile_index') @79:14
                  .rhs:
                    Name(id='KVBUF') @79:27
            Wait(phase=None) @80:9
              .target:
                Index() @80:14
                  .value:
                    Name(id='kv_free') @80:14
                  .subs:
                    Name(id='ks') @80:22
            Expect() @81:9
              .target:
                Index() @81:16
                  .value:
                    Name(id='kv_ready') @81:16
                  .subs:
                    Name(id='ks') @81:25
              .nbytes:
                BinOp(op='*') @81:30
                  .lhs:
                    BinOp(op='*') @81:30
                      .lhs:
                        Const(value=2) @81:30
                      .rhs:
                        Name(id='NWG') @81:34
                  .rhs:
                    Call(kwargs=()) @81:40
                      .func:
                        Name(id='bytes') @81:40
                      .args:
                        Name(id='k_tile') @81:46
            For(var='i') @82:9
              .iter:
                Call(kwargs=()) @82:18
                  .func:
                    Name(id='static_range') @82:18
                  .args:
                    Name(id='NWG') @82:31
              .body:
                Tma() @83:13
                  .dst:
                    Index() @83:17
                      .value:
                        Name(id='k_tile') @83:17
                      .subs:
                        BinOp(op='+') @83:24
                          .lhs:
                            BinOp(op='*') @83:24
                              .lhs:
                                Name(id='ks') @83:24
                              .rhs:
                                Name(id='NWG') @83:29
                          .rhs:
                            Name(id='i') @83:35
                  .src:
                    Index() @83:41
                      .value:
                        Name(id='k') @83:41
                      .subs:
                        Name(id='seq') @83:43
                        BinOp(op='+') @83:48
                          .lhs:
                            BinOp(op='*') @83:48
                              .lhs:
                                Name(id='NWG') @83:48
                              .rhs:
                                Name(id='n') @83:54
                          .rhs:
                            Name(id='i') @83:58
                        Name(id='kvh') @83:61
                  .signals:
                    Index() @83:74
                      .value:
                        Name(id='kv_ready') @83:74
                      .subs:
                        Name(id='ks') @83:83
                Tma() @84:13
                  .dst:
                    Index() @84:17
                      .value:
                        Name(id='v_tile') @84:17
                      .subs:
                        BinOp(op='+') @84:24
                          .lhs:
                            BinOp(op='*') @84:24
                              .lhs:
                                Name(id='ks') @84:24
                              .rhs:
                                Name(id='NWG') @84:29
                          .rhs:
                            Name(id='i') @84:35
                  .src:
                    Index() @84:41
                      .value:
                        Name(id='v') @84:41
                      .subs:
                        Name(id='seq') @84:43
                        BinOp(op='+') @84:48
                          .lhs:
                            BinOp(op='*') @84:48
                              .lhs:
                                Name(id='NWG') @84:48
                              .rhs:
                                Name(id='n') @84:54
                          .rhs:
                            Name(id='i') @84:58
                        Name(id='kvh') @84:61
                  .signals:
                    Index() @84:74
                      .value:
                        Name(id='kv_ready') @84:74
                      .subs:
                        Name(id='ks') @84:83
            For(var='part') @85:9
              .iter:
                Call(kwargs=()) @85:21
                  .func:
                    Name(id='static_range') @85:21
                  .args:
                    Name(id='PARTS') @85:34
              .body:
                Assign(targets=('lo', 'hi')) @86:13
                  .value:
                    Call(kwargs=()) @86:22
                      .func:
                        Name(id='part_bounds') @86:22
                      .args:
                        Name(id='part') @86:34
                        Name(id='n_xs') @86:40
                        Name(id='steps') @86:46
                        Name(id='SPLIT') @86:53
                Pipeline(var='j', slot='slot', ring='qd') @87:13
                  .iter:
                    Call(kwargs=()) @87:27
                      .func:
                        Name(id='range') @87:27
                      .args:
                        Name(id='lo') @87:33
                        Name(id='hi') @87:37
                  .stages:
                    Name(id='STAGES') @87:54
                  .body:
                    Assign(targets=('head', 'mb')) @88:17
                      .value:
                        Call(kwargs=()) @88:28
                          .func:
                            Name(id='step_block') @88:28
                          .args:
                            Name(id='j') @88:39
                            Name(id='part') @88:42
                            BinOp(op='*') @88:48
                              .lhs:
                                Name(id='kvh') @88:48
                              .rhs:
                                Name(id='group') @88:54
                            Name(id='m_lo') @88:61
                            Name(id='rot') @88:67
                            Name(id='n_m') @88:72
                            Name(id='n_x') @88:77
                            Name(id='n_xs') @88:82
                            Name(id='SPLIT') @88:88
                    Wait(phase=None) @89:17
                      .target:
                        Index() @89:22
                          .value:
                            Name(id='qd_free') @89:22
                          .subs:
                            Name(id='slot') @89:30
                    Expect() @90:17
                      .target:
                        Index() @90:24
                          .value:
                            Name(id='qd_ready') @90:24
                          .subs:
                            Name(id='slot') @90:33
                      .nbytes:
                        BinOp(op='+') @90:40
                          .lhs:
                            Call(kwargs=()) @90:40
                              .func:
                                Name(id='bytes') @90:40
                              .args:
                                Name(id='q_ring') @90:46
                          .rhs:
                            Call(kwargs=()) @90:56
                              .func:
                                Name(id='bytes') @90:56
                              .args:
                                Name(id='do_ring') @90:62
                    Tma() @91:17
                      .dst:
                        Index() @91:21
                          .value:
                            Name(id='q_ring') @91:21
                          .subs:
                            Name(id='slot') @91:28
                      .src:
                        Index() @91:37
                          .value:
                            Name(id='q') @91:37
                          .subs:
                            Name(id='seq') @91:39
                            Name(id='mb') @91:44
                            Name(id='head') @91:48
                      .signals:
                        Index() @91:62
                          .value:
                            Name(id='qd_ready') @91:62
                          .subs:
                            Name(id='slot') @91:71
                    Tma() @92:17
                      .dst:
                        Index() @92:21
                          .value:
                            Name(id='do_ring') @92:21
                          .subs:
                            Name(id='slot') @92:29
                      .src:
                        Index() @92:38
                          .value:
                            Name(id='d_o') @92:38
                          .subs:
                            Name(id='seq') @92:42
                            Name(id='mb') @92:47
                            Name(id='head') @92:51
                      .signals:
                        Index() @92:65
                          .value:
                            Name(id='qd_ready') @92:65
                          .subs:
                            Name(id='slot') @92:74
        Role(name='compute', replica='wg') @94:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @94:29
            )
            (
              'regs'
              Name(id='REGS') @94:39
            )
          .body:
            Assign(targets=('qk_scale',)) @95:9
              .value:
                BinOp(op='*') @95:20
                  .lhs:
                    Name(id='sm_scale') @95:20
                  .rhs:
                    Name(id='LOG2E') @95:31
            Assign(targets=('krow0',)) @96:9
              .value:
                BinOp(op='+') @96:17
                  .lhs:
                    BinOp(op='*') @96:17
                      .lhs:
                        Name(id='n') @96:17
                      .rhs:
                        Name(id='BLOCK_N') @96:21
                  .rhs:
                    BinOp(op='*') @96:31
                      .lhs:
                        Name(id='wg') @96:31
                      .rhs:
                        Name(id='WG_N') @96:36
            Assign(targets=('krows',)) @97:9
              .value:
                BinOp(op='+') @97:17
                  .lhs:
                    Name(id='krow0') @97:17
                  .rhs:
                    Call(kwargs=()) @97:25
                      .func:
                        Name(id='arange') @97:25
                      .args:
                        Name(id='WG_N') @97:32
            Assign(targets=('qcols',)) @98:9
              .value:
                Call(kwargs=()) @98:17
                  .func:
                    Name(id='arange') @98:17
                  .args:
                    Name(id='BLOCK_M') @98:24
            Assign(targets=('ks',)) @99:9
              .value:
                BinOp(op='%') @99:14
                  .lhs:
                    Name(id='tile_index') @99:14
                  .rhs:
                    Name(id='KVBUF') @99:27
            Assign(targets=('mine',)) @100:9
              .value:
                BinOp(op='+') @100:16
                  .lhs:
                    BinOp(op='*') @100:16
                      .lhs:
                        Name(id='ks') @100:16
                      .rhs:
                        Name(id='NWG') @100:21
                  .rhs:
                    Name(id='wg') @100:27
            Assign(targets=('acc_k',)) @101:9
              .value:
                Call(kwargs=()) @101:17
                  .func:
                    Name(id='zeros') @101:17
                  .args:
                    ListLit() @101:23
                      .elts:
                        Name(id='WG_N') @101:24
                        Name(id='D') @101:30
                    Name(id='f32') @101:34
            Assign(targets=('acc_v',)) @102:9
              .value:
                Call(kwargs=()) @102:17
                  .func:
                    Name(id='zeros') @102:17
                  .args:
                    ListLit() @102:23
                      .elts:
                        Name(id='WG_N') @102:24
                        Name(id='D') @102:30
                    Name(id='f32') @102:34
            Wait(phase=None) @103:9
              .target:
                Index() @103:14
                  .value:
                    Name(id='kv_ready') @103:14
                  .subs:
                    Name(id='ks') @103:23
            If(orelse=()) @105:9
              .cond:
                BoolOp(op='and') @105:12
                  .values:
                    BinOp(op='==') @105:12
                      .lhs:
                        Name(id='ACT') @105:12
                      .rhs:
                        Const(value='softmax') @105:19
                    Name(id='PREFETCH') @105:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @106:13
                  .value:
                    Call(kwargs=()) @106:29
                      .func:
                        Name(id='lse_delta') @106:29
                      .args:
                        Const(value=0) @106:39
                        Unary(op='-') @106:42
                          .operand:
                            Const(value=1) @106:43
                        BinOp(op='*') @106:46
                          .lhs:
                            Name(id='kvh') @106:46
                          .rhs:
                            Name(id='group') @106:52
                        Name(id='m_lo') @106:59
                        Name(id='rot') @106:65
                        Name(id='n_m') @106:70
                        Name(id='n_x') @106:75
                        Name(id='n_xs') @106:80
                        Name(id='SPLIT') @106:86
                        Name(id='q0') @106:93
                        Name(id='len_q') @106:97
                        Name(id='qcols') @106:104
                        Name(id='lse2_t') @106:111
                        Name(id='delta_t') @107:39
                        Name(id='BLOCK_M') @107:48
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
                    Assign(targets=('qpos',)) @112:17
                      .value:
                        BinOp(op='+') @112:24
                          .lhs:
                            BinOp(op='*') @112:24
                              .lhs:
                                Name(id='mb') @112:24
                              .rhs:
                                Name(id='BLOCK_M') @112:29
                          .rhs:
                            Name(id='qcols') @112:39
                    Assign(targets=('lse2',)) @113:17
                      .value:
                        Call(kwargs=()) @113:24
                          .func:
                            Name(id='zeros') @113:24
                          .args:
                            ListLit() @113:30
                              .elts:
                                Name(id='BLOCK_M') @113:31
                            Name(id='f32') @113:41
                    Assign(targets=('dlt',)) @114:17
                      .value:
                        Call(kwargs=()) @114:23
                          .func:
                            Name(id='zeros') @114:23
                          .args:
                            ListLit() @114:29
                              .elts:
                                Name(id='BLOCK_M') @114:30
                            Name(id='f32') @114:40
                    Assign(targets=('pf_here',)) @118:17
                      .value:
                        BoolOp(op='and') @118:27
                          .values:
                            Name(id='PREFETCH') @118:27
                            Unary(op='not') @118:40
                              .operand:
                                BoolOp(op='and') @118:45
                                  .values:
                                    Name(id='PF_LATE') @118:45
                                    Name(id='SMEM_P') @118:57
                    If() @119:17
                      .cond:
                        BoolOp(op='and') @119:20
                          .values:
                            BinOp(op='==') @119:20
                              .lhs:
                                Name(id='ACT') @119:20
                              .rhs:
                                Const(value='softmax') @119:27
                            Name(id='PREFETCH') @119:41
                      .body:
                        Assign(targets=('lse2',)) @120:21
                          .value:
                            Name(id='lse2_n') @120:28
                        Assign(targets=('dlt',)) @121:21
                          .value:
                            Name(id='dlt_n') @121:27
                        If(orelse=()) @122:21
                          .cond:
                            Name(id='pf_here') @122:24
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @123:25
                              .value:
                                Call(kwargs=()) @123:41
                                  .func:
                                    Name(id='lse_delta') @123:41
                                  .args:
                                    Call(kwargs=()) @123:51
                                      .func:
                                        Name(id='minimum') @123:51
                                      .args:
                                        BinOp(op='+') @123:59
                                          .lhs:
                                            Name(id='j') @123:59
                                          .rhs:
                                            Const(value=1) @123:63
                                        BinOp(op='-') @123:66
                                          .lhs:
                                            Name(id='steps') @123:66
                                          .rhs:
                                            Const(value=1) @123:74
                                    BinOp(op='-') @123:78
                                      .lhs:
                                        BinOp(op='*') @123:78
                                          .lhs:
                                            Const(value=2) @123:78
                                          .rhs:
                                            Name(id='part') @123:82
                                      .rhs:
                                        Const(value=1) @123:89
                                    BinOp(op='*') @123:92
                                      .lhs:
                                        Name(id='kvh') @123:92
                                      .rhs:
                                        Name(id='group') @123:98
                                    Name(id='m_lo') @123:105
                                    Name(id='rot') @123:111
                                    Name(id='n_m') @123:116
                                    Name(id='n_x') @124:51
                                    Name(id='n_xs') @124:56
                                    Name(id='SPLIT') @124:62
                                    Name(id='q0') @124:69
                                    Name(id='len_q') @124:73
                                    Name(id='qcols') @124:80
                                    Name(id='lse2_t') @124:87
                                    Name(id='delta_t') @124:95
                                    Name(id='BLOCK_M') @124:104
                      .orelse:
                        If(orelse=()) @125:17
                          .cond:
                            BinOp(op='==') @125:22
                              .lhs:
                                Name(id='ACT') @125:22
                              .rhs:
                                Const(value='softmax') @125:29
                          .body:
                            Assign(targets=('qi',)) @129:21
                              .value:
                                BinOp(op='+') @129:26
                                  .lhs:
                                    Name(id='q0') @129:26
                                  .rhs:
                                    Call(kwargs=()) @129:31
                                      .func:
                                        Name(id='minimum') @129:31
                                      .args:
                                        Name(id='qpos') @129:39
                                        BinOp(op='-') @129:45
                                          .lhs:
                                            Name(id='len_q') @129:45
                                          .rhs:
                                            Const(value=1) @129:53
                            Assign(targets=('lse2',)) @130:21
                              .value:
                                Index() @130:28
                                  .value:
                                    Name(id='lse2_t') @130:28
                                  .subs:
                                    Name(id='head') @130:35
                                    Name(id='qi') @130:41
                            Assign(targets=('dlt',)) @131:21
                              .value:
                                Index() @131:27
                                  .value:
                                    Name(id='delta_t') @131:27
                                  .subs:
                                    Name(id='head') @131:35
                                    Name(id='qi') @131:41
                    If() @132:17
                      .cond:
                        BinOp(op='==') @132:20
                          .lhs:
                            Name(id='part') @132:20
                          .rhs:
                            Const(value=0) @132:28
                      .body:
                        Assign(targets=('edge',)) @133:21
                          .value:
                            BinOp(op='>') @133:28
                              .lhs:
                                BinOp(op='*') @133:29
                                  .lhs:
                                    BinOp(op='+') @133:29
                                      .lhs:
                                        Name(id='mb') @133:29
                                      .rhs:
                                        Const(value=1) @133:34
                                  .rhs:
                                    Name(id='BLOCK_M') @133:39
                              .rhs:
                                Name(id='len_q') @133:49
                        If(orelse=()) @134:21
                          .cond:
                            Name(id='CAUSAL') @134:24
                          .body:
                            Assign(targets=('edge',)) @135:25
                              .value:
                                BoolOp(op='or') @135:32
                                  .values:
                                    Name(id='edge') @135:32
                                    BinOp(op='>') @135:40
                                      .lhs:
                                        BinOp(op='-') @135:40
                                          .lhs:
                                            BinOp(op='+') @135:40
                                              .lhs:
                                                Name(id='krow0') @135:40
                                              .rhs:
                                                Name(id='WG_N') @135:48
                                          .rhs:
                                            Const(value=1) @135:55
                                      .rhs:
                                        BinOp(op='+') @135:59
                                          .lhs:
                                            BinOp(op='*') @135:59
                                              .lhs:
                                                Name(id='mb') @135:59
                                              .rhs:
                                                Name(id='BLOCK_M') @135:64
                                          .rhs:
                                            BinOp(op='-') @135:75
                                              .lhs:
                                                Name(id='len_k') @135:75
                                              .rhs:
                                                Name(id='len_q') @135:83
                      .orelse:
                        Assign(targets=('edge',)) @137:21
                          .value:
                            Const(value=False) @137:28
                    Wait(phase=None) @138:17
                      .target:
                        Index() @138:22
                          .value:
                            Name(id='qd_ready') @138:22
                          .subs:
                            Name(id='slot') @138:31
                    If() @139:17
                      .cond:
                        Name(id='SMEM_P') @139:20
                      .body:
                        Assign(targets=('s_f',)) @142:21
                          .value:
                            Call(kwargs=()) @142:27
                              .func:
                                Name(id='mma_async') @142:27
                              .args:
                                Index() @142:37
                                  .value:
                                    Name(id='q_ring') @142:37
                                  .subs:
                                    Name(id='slot') @142:44
                                Attr(name='T') @142:51
                                  .value:
                                    Index() @142:51
                                      .value:
                                        Name(id='k_tile') @142:51
                                      .subs:
                                        Name(id='mine') @142:58
                        Assign(targets=('dp_f',)) @143:21
                          .value:
                            Call(kwargs=()) @143:28
                              .func:
                                Name(id='mma_async') @143:28
                              .args:
                                Index() @143:38
                                  .value:
                                    Name(id='do_ring') @143:38
                                  .subs:
                                    Name(id='slot') @143:46
                                Attr(name='T') @143:53
                                  .value:
                                    Index() @143:53
                                      .value:
                                        Name(id='v_tile') @143:53
                                      .subs:
                                        Name(id='mine') @143:60
                        Assign(targets=('s',)) @144:21
                          .value:
                            Call() @144:25
                              .func:
                                Name(id='mma_wait') @144:25
                              .args:
                                Name(id='s_f') @144:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @144:47
                                )
                        Assign(targets=('kpos',)) @147:21
                          .value:
                            BinOp(op='+') @147:28
                              .lhs:
                                Name(id='krow0') @147:28
                              .rhs:
                                Call(kwargs=()) @147:36
                                  .func:
                                    Name(id='arange') @147:36
                                  .args:
                                    Name(id='WG_N') @147:43
                        Assign(targets=('p', 'dact')) @148:21
                          .value:
                            Call(kwargs=()) @148:31
                              .func:
                                Name(id='probs') @148:31
                              .args:
                                Name(id='s') @148:37
                                Name(id='edge') @148:40
                                Index() @148:46
                                  .value:
                                    Name(id='qpos') @148:46
                                  .subs:
                                    FullSlice() @148:51
                                    Const(value=None) @148:54
                                Index() @148:61
                                  .value:
                                    Name(id='kpos') @148:61
                                  .subs:
                                    Const(value=None) @148:66
                                    FullSlice() @148:72
                                Name(id='len_q') @148:76
                                Name(id='len_k') @148:83
                                Index() @148:90
                                  .value:
                                    Name(id='lse2') @148:90
                                  .subs:
                                    FullSlice() @148:95
                                    Const(value=None) @148:98
                                Name(id='qk_scale') @148:105
                                Name(id='sm_scale') @149:37
                                Name(id='CAUSAL') @149:47
                                Name(id='ACT') @149:55
                        Assign(targets=('pb',)) @150:21
                          .value:
                            Call(kwargs=()) @150:26
                              .func:
                                Name(id='cast') @150:26
                              .args:
                                Name(id='p') @150:31
                                Name(id='DT') @150:34
                        ExprStmt() @151:21
                          .value:
                            Call(kwargs=()) @151:21
                              .func:
                                Name(id='store_smem') @151:21
                              .args:
                                Index() @151:32
                                  .value:
                                    Name(id='p_s') @151:32
                                  .subs:
                                    Name(id='wg') @151:36
                                Name(id='pb') @151:41
                        Fence() @152:21
                        Assign(targets=('dv_f',)) @153:21
                          .value:
                            Call(kwargs=()) @153:28
                              .func:
                                Name(id='mma_async') @153:28
                              .args:
                                Attr(name='T') @153:38
                                  .value:
                                    Index() @153:38
                                      .value:
                                        Name(id='p_s') @153:38
                                      .subs:
                                        Name(id='wg') @153:42
                                Index() @153:49
                                  .value:
                                    Name(id='do_ring') @153:49
                                  .subs:
                                    Name(id='slot') @153:57
                                Name(id='acc_v') @153:64
                        If(orelse=()) @154:21
                          .cond:
                            BoolOp(op='and') @154:24
                              .values:
                                Name(id='P16') @154:24
                                BinOp(op='==') @154:32
                                  .lhs:
                                    Name(id='ACT') @154:32
                                  .rhs:
                                    Const(value='softmax') @154:39
                          .body:
                            Assign(targets=('p',)) @157:25
                              .value:
                                Call(kwargs=()) @157:29
                                  .func:
                                    Name(id='cast') @157:29
                                  .args:
                                    Name(id='pb') @157:34
                                    Name(id='f32') @157:38
                            Assign(targets=('dact',)) @158:25
                              .value:
                                Name(id='p') @158:32
                        Assign(targets=('dp',)) @159:21
                          .value:
                            Call() @159:26
                              .func:
                                Name(id='mma_wait') @159:26
                              .args:
                                Name(id='dp_f') @159:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @159:49
                                )
                        ExprStmt() @160:21
                          .value:
                            Call(kwargs=()) @160:21
                              .func:
                                Name(id='store_smem') @160:21
                              .args:
                                Index() @160:32
                                  .value:
                                    Name(id='ds_s') @160:32
                                  .subs:
                                    Name(id='wg') @160:37
                                Call(kwargs=()) @160:42
                                  .func:
                                    Name(id='cast') @160:42
                                  .args:
                                    Call(kwargs=()) @160:47
                                      .func:
                                        Name(id='dscores') @160:47
                                      .args:
                                        Name(id='p') @160:55
                                        Name(id='dact') @160:58
                                        Name(id='dp') @160:64
                                        Index() @160:68
                                          .value:
                                            Name(id='dlt') @160:68
                                          .subs:
                                            FullSlice() @160:72
                                            Const(value=None) @160:75
                                        Name(id='ACT') @160:82
                                    Name(id='DT') @160:88
                        Fence() @161:21
                        Assign(targets=('dk_f',)) @162:21
                          .value:
                            Call(kwargs=()) @162:28
                              .func:
                                Name(id='mma_async') @162:28
                              .args:
                                Attr(name='T') @162:38
                                  .value:
                                    Index() @162:38
                                      .value:
                                        Name(id='ds_s') @162:38
                                      .subs:
                                        Name(id='wg') @162:43
                                Index() @162:50
                                  .value:
                                    Name(id='q_ring') @162:50
                                  .subs:
                                    Name(id='slot') @162:57
                                Name(id='acc_k') @162:64
                        If(orelse=()) @163:21
                          .cond:
                            BoolOp(op='and') @163:24
                              .values:
                                BinOp(op='==') @163:24
                                  .lhs:
                                    Name(id='ACT') @163:24
                                  .rhs:
                                    Const(value='softmax') @163:31
                                Name(id='PREFETCH') @163:45
                                Unary(op='not') @163:58
                                  .operand:
                                    Name(id='pf_here') @163:62
                          .body:
                            Assign(targets=('lse2_n', 'dlt_n')) @164:25
                              .value:
                                Call(kwargs=()) @164:41
                                  .func:
                                    Name(id='lse_delta') @164:41
                                  .args:
                                    Call(kwargs=()) @164:51
                                      .func:
                                        Name(id='minimum') @164:51
                                      .args:
                                        BinOp(op='+') @164:59
                                          .lhs:
                                            Name(id='j') @164:59
                                          .rhs:
                                            Const(value=1) @164:63
                                        BinOp(op='-') @164:66
                                          .lhs:
                                            Name(id='steps') @164:66
                                          .rhs:
                                            Const(value=1) @164:74
                                    BinOp(op='-') @164:78
                                      .lhs:
                                        BinOp(op='*') @164:78
                                          .lhs:
                                            Const(value=2) @164:78
                                          .rhs:
                                            Name(id='part') @164:82
                                      .rhs:
                                        Const(value=1) @164:89
                                    BinOp(op='*') @164:92
                                      .lhs:
                                        Name(id='kvh') @164:92
                                      .rhs:
                                        Name(id='group') @164:98
                                    Name(id='m_lo') @164:105
                                    Name(id='rot') @164:111
                                    Name(id='n_m') @164:116
                                    Name(id='n_x') @165:51
                                    Name(id='n_xs') @165:56
                                    Name(id='SPLIT') @165:62
                                    Name(id='q0') @165:69
                                    Name(id='len_q') @165:73
                                    Name(id='qcols') @165:80
                                    Name(id='lse2_t') @165:87
                                    Name(id='delta_t') @165:95
                                    Name(id='BLOCK_M') @165:104
                        Assign(targets=('acc_v',)) @166:21
                          .value:
                            Call() @166:29
                              .func:
                                Name(id='mma_wait') @166:29
                              .args:
                                Name(id='dv_f') @166:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @166:52
                                )
                        Assign(targets=('acc_k',)) @167:21
                          .value:
                            Call(kwargs=()) @167:29
                              .func:
                                Name(id='mma_wait') @167:29
                              .args:
                                Name(id='dk_f') @167:38
                      .orelse:
                        Assign(targets=('st_f',)) @171:21
                          .value:
                            Call(kwargs=()) @171:28
                              .func:
                                Name(id='mma_async') @171:28
                              .args:
                                Index() @171:38
                                  .value:
                                    Name(id='k_tile') @171:38
                                  .subs:
                                    Name(id='mine') @171:45
                                Attr(name='T') @171:52
                                  .value:
                                    Index() @171:52
                                      .value:
                                        Name(id='q_ring') @171:52
                                      .subs:
                                        Name(id='slot') @171:59
                        Assign(targets=('dpt_f',)) @172:21
                          .value:
                            Call(kwargs=()) @172:29
                              .func:
                                Name(id='mma_async') @172:29
                              .args:
                                Index() @172:39
                                  .value:
                                    Name(id='v_tile') @172:39
                                  .subs:
                                    Name(id='mine') @172:46
                                Attr(name='T') @172:53
                                  .value:
                                    Index() @172:53
                                      .value:
                                        Name(id='do_ring') @172:53
                                      .subs:
                                        Name(id='slot') @172:61
                        Assign(targets=('st',)) @173:21
                          .value:
                            Call() @173:26
                              .func:
                                Name(id='mma_wait') @173:26
                              .args:
                                Name(id='st_f') @173:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @173:49
                                )
                        Assign(targets=('pt', 'dact')) @174:21
                          .value:
                            Call(kwargs=()) @174:32
                              .func:
                                Name(id='probs') @174:32
                              .args:
                                Name(id='st') @174:38
                                Name(id='edge') @174:42
                                Index() @174:48
                                  .value:
                                    Name(id='qpos') @174:48
                                  .subs:
                                    Const(value=None) @174:53
                                    FullSlice() @174:59
                                Index() @174:63
                                  .value:
                                    Name(id='krows') @174:63
                                  .subs:
                                    FullSlice() @174:69
                                    Const(value=None) @174:72
                                Name(id='len_q') @174:79
                                Name(id='len_k') @174:86
                                Index() @174:93
                                  .value:
                                    Name(id='lse2') @174:93
                                  .subs:
                                    Const(value=None) @174:98
                                    FullSlice() @174:104
                                Name(id='qk_scale') @174:108
                                Name(id='sm_scale') @175:38
                                Name(id='CAUSAL') @175:48
                                Name(id='ACT') @175:56
                        Assign(targets=('dpt',)) @176:21
                          .value:
                            Call(kwargs=()) @176:27
                              .func:
                                Name(id='mma_wait') @176:27
                              .args:
                                Name(id='dpt_f') @176:36
                        Assign(targets=('dv_f',)) @178:21
                          .value:
                            Call(kwargs=()) @178:28
                              .func:
                                Name(id='mma_async') @178:28
                              .args:
                                Call(kwargs=()) @178:38
                                  .func:
                                    Name(id='cast') @178:38
                                  .args:
                                    Name(id='pt') @178:43
                                    Name(id='DT') @178:47
                                Index() @178:52
                                  .value:
                                    Name(id='do_ring') @178:52
                                  .subs:
                                    Name(id='slot') @178:60
                                Name(id='acc_v') @178:67
                        Assign(targets=('dst',)) @179:21
                          .value:
                            Call(kwargs=()) @179:27
                              .func:
                                Name(id='dscores') @179:27
                              .args:
                                Name(id='pt') @179:35
                                Name(id='dact') @179:39
                                Name(id='dpt') @179:45
                                Index() @179:50
                                  .value:
                                    Name(id='dlt') @179:50
                                  .subs:
                                    Const(value=None) @179:54
                                    FullSlice() @179:60
                                Name(id='ACT') @179:64
                        Assign(targets=('dk_f',)) @180:21
                          .value:
                            Call(kwargs=()) @180:28
                              .func:
                                Name(id='mma_async') @180:28
                              .args:
                                Call(kwargs=()) @180:38
                                  .func:
                                    Name(id='cast') @180:38
                                  .args:
                                    Name(id='dst') @180:43
                                    Name(id='DT') @180:48
                                Index() @180:53
                                  .value:
                                    Name(id='q_ring') @180:53
                                  .subs:
                                    Name(id='slot') @180:60
                                Name(id='acc_k') @180:67
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
                    Arrive(count=None) @183:17
                      .target:
                        Index() @183:24
                          .value:
                            Name(id='qd_free') @183:24
                          .subs:
                            Name(id='slot') @183:32
            Arrive(count=None) @184:9
              .target:
                Index() @184:16
                  .value:
                    Name(id='kv_free') @184:16
                  .subs:
                    Name(id='ks') @184:24
            Assign(targets=('k_scale',)) @185:9
              .value:
                Name(id='sm_scale') @185:19
            Assign(targets=('v_scale',)) @186:9
              .value:
                Const(value=1.0) @186:19
            If(orelse=()) @187:9
              .cond:
                BinOp(op='==') @187:12
                  .lhs:
                    Name(id='ACT') @187:12
                  .rhs:
                    Const(value='silu') @187:19
              .body:
                Assign(targets=('k_scale',)) @188:13
                  .value:
                    BinOp(op='*') @188:23
                      .lhs:
                        Name(id='sm_scale') @188:23
                      .rhs:
                        Name(id='out_scale') @188:34
                Assign(targets=('v_scale',)) @189:13
                  .value:
                    Name(id='out_scale') @189:23
            Assign(targets=('live',)) @190:9
              .value:
                BinOp(op='<') @190:16
                  .lhs:
                    Name(id='krows') @190:16
                  .rhs:
                    Name(id='len_k') @190:24
            Store() @191:9
              .target:
                Index() @191:9
                  .value:
                    Name(id='dk') @191:9
                  .subs:
                    Name(id='seq') @191:12
              .subs:
                Index() @191:17
                  .value:
                    Name(id='krows') @191:17
                  .subs:
                    FullSlice() @191:23
                    Const(value=None) @191:26
                Name(id='kvh') @191:33
                Index() @191:38
                  .value:
                    Call(kwargs=()) @191:38
                      .func:
                        Name(id='arange') @191:38
                      .args:
                        Name(id='D') @191:45
                  .subs:
                    Const(value=None) @191:48
                    FullSlice() @191:54
              .value:
                Call(kwargs=()) @191:60
                  .func:
                    Name(id='cast') @191:60
                  .args:
                    BinOp(op='*') @191:65
                      .lhs:
                        Name(id='acc_k') @191:65
                      .rhs:
                        Name(id='k_scale') @191:73
                    Name(id='DT') @191:82
              .mask:
                Index() @191:92
                  .value:
                    Name(id='live') @191:92
                  .subs:
                    FullSlice() @191:97
                    Const(value=None) @191:100
            Store() @192:9
              .target:
                Index() @192:9
                  .value:
                    Name(id='dv') @192:9
                  .subs:
                    Name(id='seq') @192:12
              .subs:
                Index() @192:17
                  .value:
                    Name(id='krows') @192:17
                  .subs:
                    FullSlice() @192:23
                    Const(value=None) @192:26
                Name(id='kvh') @192:33
                Index() @192:38
                  .value:
                    Call(kwargs=()) @192:38
                      .func:
                        Name(id='arange') @192:38
                      .args:
                        Name(id='D') @192:45
                  .subs:
                    Const(value=None) @192:48
                    FullSlice() @192:54
              .value:
                Call(kwargs=()) @192:60
                  .func:
                    Name(id='cast') @192:60
                  .args:
                    BinOp(op='*') @192:65
                      .lhs:
                        Name(id='acc_v') @192:65
                      .rhs:
                        Name(id='v_scale') @192:73
                    Name(id='DT') @192:82
              .mask:
                Index() @192:92
                  .value:
                    Name(id='live') @192:92
                  .subs:
                    FullSlice() @192:97
                    Const(value=None) @192:100