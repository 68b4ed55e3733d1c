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
      .body:
        Require(message="HEAD_GROUPS divides the KV heads; a tile's (query head, query block) pairs, counted in 32 bits, stay below 2**31") @16:5
          .cond:
            BoolOp(op='and') @16:13
              .values:
                BinOp(op='==') @16:13
                  .lhs:
                    BinOp(op='%') @16:13
                      .lhs:
                        Name(id='HKV') @16:13
                      .rhs:
                        Name(id='HEAD_GROUPS') @16:19
                  .rhs:
                    Const(value=0) @16:34
                BinOp(op='<=') @16:40
                  .lhs:
                    BinOp(op='*') @16:40
                      .lhs:
                        BinOp(op='//') @16:40
                          .lhs:
                            Name(id='H') @16:40
                          .rhs:
                            Name(id='HKV') @16:45
                      .rhs:
                        Call(kwargs=()) @16:51
                          .func:
                            Name(id='cdiv') @16:51
                          .args:
                            Name(id='Tq') @16:56
                            Name(id='BLOCK_M') @16:60
                  .rhs:
                    Const(value=2147483647) @16:72
        Tiles() @17:5
          .dims:
            (
              ('hgo',)
              Call(kwargs=()) @17:18
                .func:
                  Name(id='range') @17:18
                .args:
                  Name(id='HEAD_GROUPS') @17:24
            )
            (
              ('seq', 'nt')
              Call(kwargs=()) @17:49
                .func:
                  Name(id='blocks') @17:49
                .args:
                  Name(id='k') @17:56
                  Name(id='BLOCK_N') @17:59
            )
            (
              ('hgi',)
              Call(kwargs=()) @17:76
                .func:
                  Name(id='range') @17:76
                .args:
                  BinOp(op='//') @17:82
                    .lhs:
                      Name(id='HKV') @17:82
                    .rhs:
                      Name(id='HEAD_GROUPS') @17:89
            )
          .options:
            TileOption(id='persistent', arg=None) @17:102
            TileOption(id='longest_first', arg=None) @17:113
            TileOption(id='dynamic') @17:127
              .arg:
                Name(id='DYNAMIC') @17:135
        Assign(targets=('kvh',)) @18:5
          .value:
            BinOp(op='+') @18:11
              .lhs:
                BinOp(op='*') @18:11
                  .lhs:
                    Name(id='hgo') @18:11
                  .rhs:
                    BinOp(op='//') @18:18
                      .lhs:
                        Name(id='HKV') @18:18
                      .rhs:
                        Name(id='HEAD_GROUPS') @18:25
              .rhs:
                Name(id='hgi') @18:40
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @19:5
          .cond:
            BinOp(op='==') @19:19
              .lhs:
                BinOp(op='%') @19:19
                  .lhs:
                    Name(id='BLOCK_N') @19:19
                  .rhs:
                    Name(id='WG_N') @19:29
              .rhs:
                Const(value=0) @19:37
        Assign(targets=('NWG',)) @20:5
          .value:
            BinOp(op='//') @20:11
              .lhs:
                Name(id='BLOCK_N') @20:11
              .rhs:
                Name(id='WG_N') @20:22
        SmemDecl(name='k_tile') @24:5
          .stages:
            BinOp(op='*') @24:17
              .lhs:
                Name(id='KVBUF') @24:17
              .rhs:
                BinOp(op='//') @24:26
                  .lhs:
                    Name(id='BLOCK_N') @24:26
                  .rhs:
                    Name(id='WG_N') @24:37
          .dtype:
            Name(id='DT') @24:45
          .shape:
            Name(id='WG_N') @24:48
            Name(id='D') @24:54
        SmemDecl(name='v_tile') @25:5
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
        SmemDecl(name='q_ring') @26:5
          .stages:
            Name(id='STAGES') @26:17
          .dtype:
            Name(id='DT') @26:26
          .shape:
            Name(id='BLOCK_M') @26:29
            Name(id='D') @26:38
        SmemDecl(name='do_ring') @27:5
          .stages:
            Name(id='STAGES') @27:18
          .dtype:
            Name(id='DT') @27:27
          .shape:
            Name(id='BLOCK_M') @27:30
            Name(id='D') @27:39
        SmemDecl(name='p_s') @29:5
          .stages:
            BinOp(op='//') @29:14
              .lhs:
                Name(id='BLOCK_N') @29:14
              .rhs:
                Name(id='WG_N') @29:25
          .dtype:
            Name(id='DT') @29:32
          .shape:
            Name(id='BLOCK_M') @29:35
            Name(id='WG_N') @29:44
        SmemDecl(name='ds_s') @30:5
          .stages:
            BinOp(op='//') @30:15
              .lhs:
                Name(id='BLOCK_N') @30:15
              .rhs:
                Name(id='WG_N') @30:26
          .dtype:
            Name(id='DT') @30:33
          .shape:
            Name(id='BLOCK_M') @30:36
            Name(id='WG_N') @30:45
        BarrierDecl(name='kv_ready', kwargs=()) @31:5
          .size:
            Name(id='KVBUF') @31:22
        BarrierDecl(name='kv_free') @32:5
          .size:
            Name(id='KVBUF') @32:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @32:34
                .lhs:
                  Name(id='BLOCK_N') @32:34
                .rhs:
                  Name(id='WG_N') @32:45
            )
        BarrierDecl(name='qd_ready', kwargs=()) @33:5
          .size:
            Name(id='STAGES') @33:22
        BarrierDecl(name='qd_free') @34:5
          .size:
            Name(id='STAGES') @34:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @34:35
                .lhs:
                  Name(id='BLOCK_N') @34:35
                .rhs:
                  Name(id='WG_N') @34:46
            )
        Assign(targets=('len_q',)) @36:5
          .value:
            Attr(name='len') @36:13
              .value:
                Index() @36:13
                  .value:
                    Name(id='q') @36:13
                  .subs:
                    Name(id='seq') @36:15
        Assign(targets=('len_k',)) @37:5
          .value:
            Attr(name='len') @37:13
              .value:
                Index() @37:13
                  .value:
                    Name(id='k') @37:13
                  .subs:
                    Name(id='seq') @37:15
        Assign(targets=('q0',)) @38:5
          .value:
            Attr(name='start') @38:10
              .value:
                Index() @38:10
                  .value:
                    Name(id='q') @38:10
                  .subs:
                    Name(id='seq') @38:12
        Assign(targets=('n',)) @41:5
          .value:
            Name(id='nt') @41:9
        If(orelse=()) @42:5
          .cond:
            Name(id='CAUSAL') @42:8
          .body:
            Assign(targets=('n',)) @43:9
              .value:
                BinOp(op='-') @43:13
                  .lhs:
                    BinOp(op='-') @43:13
                      .lhs:
                        Call(kwargs=()) @43:13
                          .func:
                            Name(id='cdiv') @43:13
                          .args:
                            Name(id='len_k') @43:18
                            Name(id='BLOCK_N') @43:25
                      .rhs:
                        Const(value=1) @43:36
                  .rhs:
                    Name(id='nt') @43:40
        Assign(targets=('group',)) @44:5
          .value:
            BinOp(op='//') @44:13
              .lhs:
                Name(id='H') @44:13
              .rhs:
                Name(id='HKV') @44:18
        Assign(targets=('m_lo',)) @46:5
          .value:
            Const(value=0) @46:12
        If(orelse=()) @47:5
          .cond:
            Name(id='CAUSAL') @47:8
          .body:
            Assign(targets=('m_lo',)) @48:9
              .value:
                BinOp(op='//') @48:16
                  .lhs:
                    Call(kwargs=()) @48:16
                      .func:
                        Name(id='maximum') @48:16
                      .args:
                        BinOp(op='-') @48:24
                          .lhs:
                            BinOp(op='*') @48:24
                              .lhs:
                                Name(id='n') @48:24
                              .rhs:
                                Name(id='BLOCK_N') @48:28
                          .rhs:
                            BinOp(op='-') @48:39
                              .lhs:
                                Name(id='len_k') @48:39
                              .rhs:
                                Name(id='len_q') @48:47
                        Const(value=0) @48:55
                  .rhs:
                    Name(id='BLOCK_M') @48:61
        Assign(targets=('n_m',)) @49:5
          .value:
            Call(kwargs=()) @49:11
              .func:
                Name(id='maximum') @49:11
              .args:
                BinOp(op='-') @49:19
                  .lhs:
                    Call(kwargs=()) @49:19
                      .func:
                        Name(id='cdiv') @49:19
                      .args:
                        Name(id='len_q') @49:24
                        Name(id='BLOCK_M') @49:31
                  .rhs:
                    Name(id='m_lo') @49:42
                Const(value=0) @49:48
        Assign(targets=('steps',)) @50:5
          .value:
            BinOp(op='*') @50:13
              .lhs:
                Name(id='group') @50:13
              .rhs:
                Name(id='n_m') @50:21
        Assign(targets=('rot',)) @54:5
          .value:
            Const(value=0) @54:11
        If(orelse=()) @55:5
          .cond:
            Name(id='ROTATE') @55:8
          .body:
            Assign(targets=('rot',)) @56:9
              .value:
                BinOp(op='%') @56:16
                  .lhs:
                    BinOp(op='*') @56:16
                      .lhs:
                        Name(id='n') @56:16
                      .rhs:
                        Call(kwargs=()) @56:20
                          .func:
                            Name(id='cdiv') @56:20
                          .args:
                            Name(id='n_m') @56:25
                            Const(value=8) @56:30
                  .rhs:
                    Call(kwargs=()) @56:36
                      .func:
                        Name(id='maximum') @56:36
                      .args:
                        Name(id='n_m') @56:44
                        Const(value=1) @56:49
        Assign(targets=('n_x',)) @62:5
          .value:
            Const(value=0) @62:11
        Assign(targets=('n_xs',)) @63:5
          .value:
            Const(value=0) @63:12
        Assign(targets=('PARTS',)) @64:5
          .value:
            Const(value=1) @64:13
        If(orelse=()) @65:5
          .cond:
            Name(id='SPLIT') @65:8
          .body:
            StaticAssert(message='SPLIT orders the steps itself: not with ROTATE') @66:9
              .cond:
                Unary(op='not') @66:23
                  .operand:
                    Name(id='ROTATE') @66:27
            Assign(targets=('PARTS',)) @67:9
              .value:
                Const(value=2) @67:17
            If(orelse=()) @68:9
              .cond:
                Name(id='CAUSAL') @68:12
              .body:
                Assign(targets=('m_diag',)) @70:13
                  .value:
                    Call(kwargs=()) @70:22
                      .func:
                        Name(id='cdiv') @70:22
                      .args:
                        Call(kwargs=()) @70:27
                          .func:
                            Name(id='maximum') @70:27
                          .args:
                            BinOp(op='-') @70:35
                              .lhs:
                                BinOp(op='-') @70:35
                                  .lhs:
                                    BinOp(op='+') @70:35
                                      .lhs:
                                        BinOp(op='*') @70:35
                                          .lhs:
                                            Name(id='n') @70:35
                                          .rhs:
                                            Name(id='BLOCK_N') @70:39
                                      .rhs:
                                        Name(id='BLOCK_N') @70:49
                                  .rhs:
                                    Const(value=1) @70:59
                              .rhs:
                                BinOp(op='-') @70:64
                                  .lhs:
                                    Name(id='len_k') @70:64
                                  .rhs:
                                    Name(id='len_q') @70:72
                            Const(value=0) @70:80
                        Name(id='BLOCK_M') @70:84
                Assign(targets=('n_x',)) @71:13
                  .value:
                    Call(kwargs=()) @71:19
                      .func:
                        Name(id='minimum') @71:19
                      .args:
                        Call(kwargs=()) @71:27
                          .func:
                            Name(id='maximum') @71:27
                          .args:
                            BinOp(op='-') @71:35
                              .lhs:
                                Name(id='m_diag') @71:35
                              .rhs:
                                Name(id='m_lo') @71:44
                            Const(value=0) @71:50
                        Name(id='n_m') @71:54
            Assign(targets=('n_e',)) @72:9
              .value:
                BinOp(op='*') @72:15
                  .lhs:
                    Call(kwargs=()) @72:15
                      .func:
                        Name(id='minimum') @72:15
                      .args:
                        BinOp(op='%') @72:23
                          .lhs:
                            Name(id='len_q') @72:23
                          .rhs:
                            Name(id='BLOCK_M') @72:31
                        Const(value=1) @72:40
                  .rhs:
                    Call(kwargs=()) @72:45
                      .func:
                        Name(id='minimum') @72:45
                      .args:
                        BinOp(op='-') @72:53
                          .lhs:
                            Name(id='n_m') @72:53
                          .rhs:
                            Name(id='n_x') @72:59
                        Const(value=1) @72:64
            Assign(targets=('n_x',)) @73:9
              .value:
                BinOp(op='+') @73:15
                  .lhs:
                    Name(id='n_x') @73:15
                  .rhs:
                    Name(id='n_e') @73:21
            Assign(targets=('n_xs',)) @74:9
              .value:
                Call(kwargs=()) @74:16
                  .func:
                    Name(id='minimum') @74:16
                  .args:
                    BinOp(op='*') @74:24
                      .lhs:
                        Name(id='group') @74:24
                      .rhs:
                        Name(id='n_x') @74:32
                    Name(id='steps') @74:37
            Assign(targets=('rot',)) @75:9
              .value:
                BinOp(op='%') @75:16
                  .lhs:
                    BinOp(op='-') @75:16
                      .lhs:
                        Name(id='n_m') @75:16
                      .rhs:
                        Name(id='n_e') @75:22
                  .rhs:
                    Call(kwargs=()) @75:29
                      .func:
                        Name(id='maximum') @75:29
                      .args:
                        Name(id='n_m') @75:37
                        Const(value=1) @75:42
        Role(name='load', replica=None) @77:5
          .kwargs:
            (
              'warps'
              Const(value=1) @77:21
            )
            (
              'regs'
              Const(value=24) @77:29
            )
          .body:
            Assign(targets=('ks',)) @78:9
              .value:
                BinOp(op='%') @78:14
                  .lhs:
                    Name(id='tile_index') @78:14
                  .rhs:
                    Name(id='KVBUF') @78:27
            Wait(phase=None) @79:9
              .target:
                Index() @79:14
                  .value:
                    Name(id='kv_free') @79:14
                  .subs:
                    Name(id='ks') @79:22
            Expect() @80:9
              .target:
                Index() @80:16
                  .value:
                    Name(id='kv_ready') @80:16
                  .subs:
                    Name(id='ks') @80:25
              .nbytes:
                BinOp(op='*') @80:30
                  .lhs:
                    BinOp(op='*') @80:30
                      .lhs:
                        Const(value=2) @80:30
                      .rhs:
                        Name(id='NWG') @80:34
                  .rhs:
                    Call(kwargs=()) @80:40
                      .func:
                        Name(id='bytes') @80:40
                      .args:
                        Name(id='k_tile') @80:46
            For(var='i') @81:9
              .iter:
                Call(kwargs=()) @81:18
                  .func:
                    Name(id='static_range') @81:18
                  .args:
                    Name(id='NWG') @81:31
              .body:
                Tma() @82:13
                  .dst:
                    Index() @82:17
                      .value:
                        Name(id='k_tile') @82:17
                      .subs:
                        BinOp(op='+') @82:24
                          .lhs:
                            BinOp(op='*') @82:24
                              .lhs:
                                Name(id='ks') @82:24
                              .rhs:
                                Name(id='NWG') @82:29
                          .rhs:
                            Name(id='i') @82:35
                  .src:
                    Index() @82:41
                      .value:
                        Name(id='k') @82:41
                      .subs:
                        Name(id='seq') @82:43
                        BinOp(op='+') @82:48
                          .lhs:
                            BinOp(op='*') @82:48
                              .lhs:
                                Name(id='NWG') @82:48
                              .rhs:
                                Name(id='n') @82:54
                          .rhs:
                            Name(id='i') @82:58
                        Name(id='kvh') @82:61
                  .signals:
                    Index() @82:74
                      .value:
                        Name(id='kv_ready') @82:74
                      .subs:
                        Name(id='ks') @82:83
                Tma() @83:13
                  .dst:
                    Index() @83:17
                      .value:
                        Name(id='v_tile') @83:17
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
                        Name(id='v') @83:41
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
            For(var='part') @84:9
              .iter:
                Call(kwargs=()) @84:21
                  .func:
                    Name(id='static_range') @84:21
                  .args:
                    Name(id='PARTS') @84:34
              .body:
                Assign(targets=('lo', 'hi')) @85:13
                  .value:
                    Call(kwargs=()) @85:22
                      .func:
                        Name(id='part_bounds') @85:22
                      .args:
                        Name(id='part') @85:34
                        Name(id='n_xs') @85:40
                        Name(id='steps') @85:46
                        Name(id='SPLIT') @85:53
                Pipeline(var='j', slot='slot', ring='qd') @86:13
                  .iter:
                    Call(kwargs=()) @86:27
                      .func:
                        Name(id='range') @86:27
                      .args:
                        Name(id='lo') @86:33
                        Name(id='hi') @86:37
                  .stages:
                    Name(id='STAGES') @86:54
                  .body:
                    Assign(targets=('head', 'mb')) @87:17
                      .value:
                        Call(kwargs=()) @87:28
                          .func:
                            Name(id='step_block') @87:28
                          .args:
                            Name(id='j') @87:39
                            Name(id='part') @87:42
                            BinOp(op='*') @87:48
                              .lhs:
                                Name(id='kvh') @87:48
                              .rhs:
                                Name(id='group') @87:54
                            Name(id='m_lo') @87:61
                            Name(id='rot') @87:67
                            Name(id='n_m') @87:72
                            Name(id='n_x') @87:77
                            Name(id='n_xs') @87:82
                            Name(id='SPLIT') @87:88
                    Wait(phase=None) @88:17
                      .target:
                        Index() @88:22
                          .value:
                            Name(id='qd_free') @88:22
                          .subs:
                            Name(id='slot') @88:30
                    Expect() @89:17
                      .target:
                        Index() @89:24
                          .value:
                            Name(id='qd_ready') @89:24
                          .subs:
                            Name(id='slot') @89:33
                      .nbytes:
                        BinOp(op='+') @89:40
                          .lhs:
                            Call(kwargs=()) @89:40
                              .func:
                                Name(id='bytes') @89:40
                              .args:
                                Name(id='q_ring') @89:46
                          .rhs:
                            Call(kwargs=()) @89:56
                              .func:
                                Name(id='bytes') @89:56
                              .args:
                                Name(id='do_ring') @89:62
                    Tma() @90:17
                      .dst:
                        Index() @90:21
                          .value:
                            Name(id='q_ring') @90:21
                          .subs:
                            Name(id='slot') @90:28
                      .src:
                        Index() @90:37
                          .value:
                            Name(id='q') @90:37
                          .subs:
                            Name(id='seq') @90:39
                            Name(id='mb') @90:44
                            Name(id='head') @90:48
                      .signals:
                        Index() @90:62
                          .value:
                            Name(id='qd_ready') @90:62
                          .subs:
                            Name(id='slot') @90:71
                    Tma() @91:17
                      .dst:
                        Index() @91:21
                          .value:
                            Name(id='do_ring') @91:21
                          .subs:
                            Name(id='slot') @91:29
                      .src:
                        Index() @91:38
                          .value:
                            Name(id='d_o') @91:38
                          .subs:
                            Name(id='seq') @91:42
                            Name(id='mb') @91:47
                            Name(id='head') @91:51
                      .signals:
                        Index() @91:65
                          .value:
                            Name(id='qd_ready') @91:65
                          .subs:
                            Name(id='slot') @91:74
        Role(name='compute', replica='wg') @93:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @93:29
            )
            (
              'regs'
              Name(id='REGS') @93:39
            )
          .body:
            Assign(targets=('qk_scale',)) @94:9
              .value:
                BinOp(op='*') @94:20
                  .lhs:
                    Name(id='sm_scale') @94:20
                  .rhs:
                    Name(id='LOG2E') @94:31
            Assign(targets=('krow0',)) @95:9
              .value:
                BinOp(op='+') @95:17
                  .lhs:
                    BinOp(op='*') @95:17
                      .lhs:
                        Name(id='n') @95:17
                      .rhs:
                        Name(id='BLOCK_N') @95:21
                  .rhs:
                    BinOp(op='*') @95:31
                      .lhs:
                        Name(id='wg') @95:31
                      .rhs:
                        Name(id='WG_N') @95:36
            Assign(targets=('krows',)) @96:9
              .value:
                BinOp(op='+') @96:17
                  .lhs:
                    Name(id='krow0') @96:17
                  .rhs:
                    Call(kwargs=()) @96:25
                      .func:
                        Name(id='arange') @96:25
                      .args:
                        Name(id='WG_N') @96:32
            Assign(targets=('qcols',)) @97:9
              .value:
                Call(kwargs=()) @97:17
                  .func:
                    Name(id='arange') @97:17
                  .args:
                    Name(id='BLOCK_M') @97:24
            Assign(targets=('ks',)) @98:9
              .value:
                BinOp(op='%') @98:14
                  .lhs:
                    Name(id='tile_index') @98:14
                  .rhs:
                    Name(id='KVBUF') @98:27
            Assign(targets=('mine',)) @99:9
              .value:
                BinOp(op='+') @99:16
                  .lhs:
                    BinOp(op='*') @99:16
                      .lhs:
                        Name(id='ks') @99:16
                      .rhs:
                        Name(id='NWG') @99:21
                  .rhs:
                    Name(id='wg') @99:27
            Assign(targets=('acc_k',)) @100:9
              .value:
                Call(kwargs=()) @100:17
                  .func:
                    Name(id='zeros') @100:17
                  .args:
                    ListLit() @100:23
                      .elts:
                        Name(id='WG_N') @100:24
                        Name(id='D') @100:30
                    Name(id='f32') @100:34
            Assign(targets=('acc_v',)) @101:9
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
            Wait(phase=None) @102:9
              .target:
                Index() @102:14
                  .value:
                    Name(id='kv_ready') @102:14
                  .subs:
                    Name(id='ks') @102:23
            If(orelse=()) @104:9
              .cond:
                BoolOp(op='and') @104:12
                  .values:
                    BinOp(op='==') @104:12
                      .lhs:
                        Name(id='ACT') @104:12
                      .rhs:
                        Const(value='softmax') @104:19
                    Name(id='PREFETCH') @104:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @105:13
                  .value:
                    Call(kwargs=()) @105:29
                      .func:
                        Name(id='lse_delta') @105:29
                      .args:
                        Const(value=0) @105:39
                        Unary(op='-') @105:42
                          .operand:
                            Const(value=1) @105:43
                        BinOp(op='*') @105:46
                          .lhs:
                            Name(id='kvh') @105:46
                          .rhs:
                            Name(id='group') @105:52
                        Name(id='m_lo') @105:59
                        Name(id='rot') @105:65
                        Name(id='n_m') @105:70
                        Name(id='n_x') @105:75
                        Name(id='n_xs') @105:80
                        Name(id='SPLIT') @105:86
                        Name(id='q0') @105:93
                        Name(id='len_q') @105:97
                        Name(id='qcols') @105:104
                        Name(id='lse2_t') @105:111
                        Name(id='delta_t') @106:39
                        Name(id='BLOCK_M') @106:48
            For(var='part') @107:9
              .iter:
                Call(kwargs=()) @107:21
                  .func:
                    Name(id='static_range') @107:21
                  .args:
                    Name(id='PARTS') @107:34
              .body:
                Assign(targets=('lo', 'hi')) @108:13
                  .value:
                    Call(kwargs=()) @108:22
                      .func:
                        Name(id='part_bounds') @108:22
                      .args:
                        Name(id='part') @108:34
                        Name(id='n_xs') @108:40
                        Name(id='steps') @108:46
                        Name(id='SPLIT') @108:53
                Pipeline(var='j', slot='slot', ring='qd') @109:13
                  .iter:
                    Call(kwargs=()) @109:27
                      .func:
                        Name(id='range') @109:27
                      .args:
                        Name(id='lo') @109:33
                        Name(id='hi') @109:37
                  .stages:
                    Name(id='STAGES') @109:54
                  .body:
                    Assign(targets=('head', 'mb')) @110:17
                      .value:
                        Call(kwargs=()) @110:28
                          .func:
                            Name(id='step_block') @110:28
                          .args:
                            Name(id='j') @110:39
                            Name(id='part') @110:42
                            BinOp(op='*') @110:48
                              .lhs:
                                Name(id='kvh') @110:48
                              .rhs:
                                Name(id='group') @110:54
                            Name(id='m_lo') @110:61
                            Name(id='rot') @110:67
                            Name(id='n_m') @110:72
                            Name(id='n_x') @110:77
                            Name(id='n_xs') @110:82
                            Name(id='SPLIT') @110:88
                    Assign(targets=('qpos',)) @111:17
                      .value:
                        BinOp(op='+') @111:24
                          .lhs:
                            BinOp(op='*') @111:24
                              .lhs:
                                Name(id='mb') @111:24
                              .rhs:
                                Name(id='BLOCK_M') @111:29
                          .rhs:
                            Name(id='qcols') @111:39
                    Assign(targets=('lse2',)) @112:17
                      .value:
                        Call(kwargs=()) @112:24
                          .func:
                            Name(id='zeros') @112:24
                          .args:
                            ListLit() @112:30
                              .elts:
                                Name(id='BLOCK_M') @112:31
                            Name(id='f32') @112:41
                    Assign(targets=('dlt',)) @113:17
                      .value:
                        Call(kwargs=()) @113:23
                          .func:
                            Name(id='zeros') @113:23
                          .args:
                            ListLit() @113:29
                              .elts:
                                Name(id='BLOCK_M') @113:30
                            Name(id='f32') @113:40
                    If() @114:17
                      .cond:
                        BoolOp(op='and') @114:20
                          .values:
                            BinOp(op='==') @114:20
                              .lhs:
                                Name(id='ACT') @114:20
                              .rhs:
                                Const(value='softmax') @114:27
                            Name(id='PREFETCH') @114:41
                      .body:
                        Assign(targets=('lse2',)) @115:21
                          .value:
                            Name(id='lse2_n') @115:28
                        Assign(targets=('dlt',)) @116:21
                          .value:
                            Name(id='dlt_n') @116:27
                        Assign(targets=('lse2_n', 'dlt_n')) @117:21
                          .value:
                            Call(kwargs=()) @117:37
                              .func:
                                Name(id='lse_delta') @117:37
                              .args:
                                Call(kwargs=()) @117:47
                                  .func:
                                    Name(id='minimum') @117:47
                                  .args:
                                    BinOp(op='+') @117:55
                                      .lhs:
                                        Name(id='j') @117:55
                                      .rhs:
                                        Const(value=1) @117:59
                                    BinOp(op='-') @117:62
                                      .lhs:
                                        Name(id='steps') @117:62
                                      .rhs:
                                        Const(value=1) @117:70
                                BinOp(op='-') @117:74
                                  .lhs:
                                    BinOp(op='*') @117:74
                                      .lhs:
                                        Const(value=2) @117:74
                                      .rhs:
                                        Name(id='part') @117:78
                                  .rhs:
                                    Const(value=1) @117:85
                                BinOp(op='*') @117:88
                                  .lhs:
                                    Name(id='kvh') @117:88
                                  .rhs:
                                    Name(id='group') @117:94
                                Name(id='m_lo') @117:101
                                Name(id='rot') @117:107
                                Name(id='n_m') @117:112
                                Name(id='n_x') @117:117
                                Name(id='n_xs') @118:47
                                Name(id='SPLIT') @118:53
                                Name(id='q0') @118:60
                                Name(id='len_q') @118:64
                                Name(id='qcols') @118:71
                                Name(id='lse2_t') @118:78
                                Name(id='delta_t') @118:86
                                Name(id='BLOCK_M') @118:95
                      .orelse:
                        If(orelse=()) @119:17
                          .cond:
                            BinOp(op='==') @119:22
                              .lhs:
                                Name(id='ACT') @119:22
                              .rhs:
                                Const(value='softmax') @119:29
                          .body:
                            Assign(targets=('qi',)) @123:21
                              .value:
                                BinOp(op='+') @123:26
                                  .lhs:
                                    Name(id='q0') @123:26
                                  .rhs:
                                    Call(kwargs=()) @123:31
                                      .func:
                                        Name(id='minimum') @123:31
                                      .args:
                                        Name(id='qpos') @123:39
                                        BinOp(op='-') @123:45
                                          .lhs:
                                            Name(id='len_q') @123:45
                                          .rhs:
                                            Const(value=1) @123:53
                            Assign(targets=('lse2',)) @124:21
                              .value:
                                Index() @124:28
                                  .value:
                                    Name(id='lse2_t') @124:28
                                  .subs:
                                    Name(id='head') @124:35
                                    Name(id='qi') @124:41
                            Assign(targets=('dlt',)) @125:21
                              .value:
                                Index() @125:27
                                  .value:
                                    Name(id='delta_t') @125:27
                                  .subs:
                                    Name(id='head') @125:35
                                    Name(id='qi') @125:41
                    If() @126:17
                      .cond:
                        BinOp(op='==') @126:20
                          .lhs:
                            Name(id='part') @126:20
                          .rhs:
                            Const(value=0) @126:28
                      .body:
                        Assign(targets=('edge',)) @127:21
                          .value:
                            BinOp(op='>') @127:28
                              .lhs:
                                BinOp(op='*') @127:29
                                  .lhs:
                                    BinOp(op='+') @127:29
                                      .lhs:
                                        Name(id='mb') @127:29
                                      .rhs:
                                        Const(value=1) @127:34
                                  .rhs:
                                    Name(id='BLOCK_M') @127:39
                              .rhs:
                                Name(id='len_q') @127:49
                        If(orelse=()) @128:21
                          .cond:
                            Name(id='CAUSAL') @128:24
                          .body:
                            Assign(targets=('edge',)) @129:25
                              .value:
                                BoolOp(op='or') @129:32
                                  .values:
                                    Name(id='edge') @129:32
                                    BinOp(op='>') @129:40
                                      .lhs:
                                        BinOp(op='-') @129:40
                                          .lhs:
                                            BinOp(op='+') @129:40
                                              .lhs:
                                                Name(id='krow0') @129:40
                                              .rhs:
                                                Name(id='WG_N') @129:48
                                          .rhs:
                                            Const(value=1) @129:55
                                      .rhs:
                                        BinOp(op='+') @129:59
                                          .lhs:
                                            BinOp(op='*') @129:59
                                              .lhs:
                                                Name(id='mb') @129:59
                                              .rhs:
                                                Name(id='BLOCK_M') @129:64
                                          .rhs:
                                            BinOp(op='-') @129:75
                                              .lhs:
                                                Name(id='len_k') @129:75
                                              .rhs:
                                                Name(id='len_q') @129:83
                      .orelse:
                        Assign(targets=('edge',)) @131:21
                          .value:
                            Const(value=False) @131:28
                    Wait(phase=None) @132:17
                      .target:
                        Index() @132:22
                          .value:
                            Name(id='qd_ready') @132:22
                          .subs:
                            Name(id='slot') @132:31
                    If() @133:17
                      .cond:
                        Name(id='SMEM_P') @133:20
                      .body:
                        Assign(targets=('s_f',)) @136:21
                          .value:
                            Call(kwargs=()) @136:27
                              .func:
                                Name(id='mma_async') @136:27
                              .args:
                                Index() @136:37
                                  .value:
                                    Name(id='q_ring') @136:37
                                  .subs:
                                    Name(id='slot') @136:44
                                Attr(name='T') @136:51
                                  .value:
                                    Index() @136:51
                                      .value:
                                        Name(id='k_tile') @136:51
                                      .subs:
                                        Name(id='mine') @136:58
                        Assign(targets=('dp_f',)) @137:21
                          .value:
                            Call(kwargs=()) @137:28
                              .func:
                                Name(id='mma_async') @137:28
                              .args:
                                Index() @137:38
                                  .value:
                                    Name(id='do_ring') @137:38
                                  .subs:
                                    Name(id='slot') @137:46
                                Attr(name='T') @137:53
                                  .value:
                                    Index() @137:53
                                      .value:
                                        Name(id='v_tile') @137:53
                                      .subs:
                                        Name(id='mine') @137:60
                        Assign(targets=('s',)) @138:21
                          .value:
                            Call() @138:25
                              .func:
                                Name(id='mma_wait') @138:25
                              .args:
                                Name(id='s_f') @138:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @138:47
                                )
                        Assign(targets=('kpos',)) @141:21
                          .value:
                            BinOp(op='+') @141:28
                              .lhs:
                                Name(id='krow0') @141:28
                              .rhs:
                                Call(kwargs=()) @141:36
                                  .func:
                                    Name(id='arange') @141:36
                                  .args:
                                    Name(id='WG_N') @141:43
                        Assign(targets=('p', 'dact')) @142:21
                          .value:
                            Call(kwargs=()) @142:31
                              .func:
                                Name(id='probs') @142:31
                              .args:
                                Name(id='s') @142:37
                                Name(id='edge') @142:40
                                Index() @142:46
                                  .value:
                                    Name(id='qpos') @142:46
                                  .subs:
                                    FullSlice() @142:51
                                    Const(value=None) @142:54
                                Index() @142:61
                                  .value:
                                    Name(id='kpos') @142:61
                                  .subs:
                                    Const(value=None) @142:66
                                    FullSlice() @142:72
                                Name(id='len_q') @142:76
                                Name(id='len_k') @142:83
                                Index() @142:90
                                  .value:
                                    Name(id='lse2') @142:90
                                  .subs:
                                    FullSlice() @142:95
                                    Const(value=None) @142:98
                                Name(id='qk_scale') @142:105
                                Name(id='sm_scale') @143:37
                                Name(id='CAUSAL') @143:47
                                Name(id='ACT') @143:55
                        Assign(targets=('pb',)) @144:21
                          .value:
                            Call(kwargs=()) @144:26
                              .func:
                                Name(id='cast') @144:26
                              .args:
                                Name(id='p') @144:31
                                Name(id='DT') @144:34
                        ExprStmt() @145:21
                          .value:
                            Call(kwargs=()) @145:21
                              .func:
                                Name(id='store_smem') @145:21
                              .args:
                                Index() @145:32
                                  .value:
                                    Name(id='p_s') @145:32
                                  .subs:
                                    Name(id='wg') @145:36
                                Name(id='pb') @145:41
                        Fence() @146:21
                        Assign(targets=('dv_f',)) @147:21
                          .value:
                            Call(kwargs=()) @147:28
                              .func:
                                Name(id='mma_async') @147:28
                              .args:
                                Attr(name='T') @147:38
                                  .value:
                                    Index() @147:38
                                      .value:
                                        Name(id='p_s') @147:38
                                      .subs:
                                        Name(id='wg') @147:42
                                Index() @147:49
                                  .value:
                                    Name(id='do_ring') @147:49
                                  .subs:
                                    Name(id='slot') @147:57
                                Name(id='acc_v') @147:64
                        If(orelse=()) @148:21
                          .cond:
                            BoolOp(op='and') @148:24
                              .values:
                                Name(id='P16') @148:24
                                BinOp(op='==') @148:32
                                  .lhs:
                                    Name(id='ACT') @148:32
                                  .rhs:
                                    Const(value='softmax') @148:39
                          .body:
                            Assign(targets=('p',)) @151:25
                              .value:
                                Call(kwargs=()) @151:29
                                  .func:
                                    Name(id='cast') @151:29
                                  .args:
                                    Name(id='pb') @151:34
                                    Name(id='f32') @151:38
                            Assign(targets=('dact',)) @152:25
                              .value:
                                Name(id='p') @152:32
                        Assign(targets=('dp',)) @153:21
                          .value:
                            Call() @153:26
                              .func:
                                Name(id='mma_wait') @153:26
                              .args:
                                Name(id='dp_f') @153:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @153:49
                                )
                        ExprStmt() @154:21
                          .value:
                            Call(kwargs=()) @154:21
                              .func:
                                Name(id='store_smem') @154:21
                              .args:
                                Index() @154:32
                                  .value:
                                    Name(id='ds_s') @154:32
                                  .subs:
                                    Name(id='wg') @154:37
                                Call(kwargs=()) @154:42
                                  .func:
                                    Name(id='cast') @154:42
                                  .args:
                                    Call(kwargs=()) @154:47
                                      .func:
                                        Name(id='dscores') @154:47
                                      .args:
                                        Name(id='p') @154:55
                                        Name(id='dact') @154:58
                                        Name(id='dp') @154:64
                                        Index() @154:68
                                          .value:
                                            Name(id='dlt') @154:68
                                          .subs:
                                            FullSlice() @154:72
                                            Const(value=None) @154:75
                                        Name(id='ACT') @154:82
                                    Name(id='DT') @154:88
                        Fence() @155:21
                        Assign(targets=('dk_f',)) @156:21
                          .value:
                            Call(kwargs=()) @156:28
                              .func:
                                Name(id='mma_async') @156:28
                              .args:
                                Attr(name='T') @156:38
                                  .value:
                                    Index() @156:38
                                      .value:
                                        Name(id='ds_s') @156:38
                                      .subs:
                                        Name(id='wg') @156:43
                                Index() @156:50
                                  .value:
                                    Name(id='q_ring') @156:50
                                  .subs:
                                    Name(id='slot') @156:57
                                Name(id='acc_k') @156:64
                        Assign(targets=('acc_v',)) @157:21
                          .value:
                            Call() @157:29
                              .func:
                                Name(id='mma_wait') @157:29
                              .args:
                                Name(id='dv_f') @157:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @157:52
                                )
                        Assign(targets=('acc_k',)) @158:21
                          .value:
                            Call(kwargs=()) @158:29
                              .func:
                                Name(id='mma_wait') @158:29
                              .args:
                                Name(id='dk_f') @158:38
                      .orelse:
                        Assign(targets=('st_f',)) @162:21
                          .value:
                            Call(kwargs=()) @162:28
                              .func:
                                Name(id='mma_async') @162:28
                              .args:
                                Index() @162:38
                                  .value:
                                    Name(id='k_tile') @162:38
                                  .subs:
                                    Name(id='mine') @162:45
                                Attr(name='T') @162:52
                                  .value:
                                    Index() @162:52
                                      .value:
                                        Name(id='q_ring') @162:52
                                      .subs:
                                        Name(id='slot') @162:59
                        Assign(targets=('dpt_f',)) @163:21
                          .value:
                            Call(kwargs=()) @163:29
                              .func:
                                Name(id='mma_async') @163:29
                              .args:
                                Index() @163:39
                                  .value:
                                    Name(id='v_tile') @163:39
                                  .subs:
                                    Name(id='mine') @163:46
                                Attr(name='T') @163:53
                                  .value:
                                    Index() @163:53
                                      .value:
                                        Name(id='do_ring') @163:53
                                      .subs:
                                        Name(id='slot') @163:61
                        Assign(targets=('st',)) @164:21
                          .value:
                            Call() @164:26
                              .func:
                                Name(id='mma_wait') @164:26
                              .args:
                                Name(id='st_f') @164:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @164:49
                                )
                        Assign(targets=('pt', 'dact')) @165:21
                          .value:
                            Call(kwargs=()) @165:32
                              .func:
                                Name(id='probs') @165:32
                              .args:
                                Name(id='st') @165:38
                                Name(id='edge') @165:42
                                Index() @165:48
                                  .value:
                                    Name(id='qpos') @165:48
                                  .subs:
                                    Const(value=None) @165:53
                                    FullSlice() @165:59
                                Index() @165:63
                                  .value:
                                    Name(id='krows') @165:63
                                  .subs:
                                    FullSlice() @165:69
                                    Const(value=None) @165:72
                                Name(id='len_q') @165:79
                                Name(id='len_k') @165:86
                                Index() @165:93
                                  .value:
                                    Name(id='lse2') @165:93
                                  .subs:
                                    Const(value=None) @165:98
                                    FullSlice() @165:104
                                Name(id='qk_scale') @165:108
                                Name(id='sm_scale') @166:38
                                Name(id='CAUSAL') @166:48
                                Name(id='ACT') @166:56
                        Assign(targets=('dpt',)) @167:21
                          .value:
                            Call(kwargs=()) @167:27
                              .func:
                                Name(id='mma_wait') @167:27
                              .args:
                                Name(id='dpt_f') @167:36
                        Assign(targets=('dv_f',)) @169:21
                          .value:
                            Call(kwargs=()) @169:28
                              .func:
                                Name(id='mma_async') @169:28
                              .args:
                                Call(kwargs=()) @169:38
                                  .func:
                                    Name(id='cast') @169:38
                                  .args:
                                    Name(id='pt') @169:43
                                    Name(id='DT') @169:47
                                Index() @169:52
                                  .value:
                                    Name(id='do_ring') @169:52
                                  .subs:
                                    Name(id='slot') @169:60
                                Name(id='acc_v') @169:67
                        Assign(targets=('dst',)) @170:21
                          .value:
                            Call(kwargs=()) @170:27
                              .func:
                                Name(id='dscores') @170:27
                              .args:
                                Name(id='pt') @170:35
                                Name(id='dact') @170:39
                                Name(id='dpt') @170:45
                                Index() @170:50
                                  .value:
                                    Name(id='dlt') @170:50
                                  .subs:
                                    Const(value=None) @170:54
                                    FullSlice() @170:60
                                Name(id='ACT') @170:64
                        Assign(targets=('dk_f',)) @171:21
                          .value:
                            Call(kwargs=()) @171:28
                              .func:
                                Name(id='mma_async') @171:28
                              .args:
                                Call(kwargs=()) @171:38
                                  .func:
                                    Name(id='cast') @171:38
                                  .args:
                                    Name(id='dst') @171:43
                                    Name(id='DT') @171:48
                                Index() @171:53
                                  .value:
                                    Name(id='q_ring') @171:53
                                  .subs:
                                    Name(id='slot') @171:60
                                Name(id='acc_k') @171:67
                        Assign(targets=('acc_v',)) @172:21
                          .value:
                            Call() @172:29
                              .func:
                                Name(id='mma_wait') @172:29
                              .args:
                                Name(id='dv_f') @172:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @172:52
                                )
                        Assign(targets=('acc_k',)) @173:21
                          .value:
                            Call(kwargs=()) @173:29
                              .func:
                                Name(id='mma_wait') @173:29
                              .args:
                                Name(id='dk_f') @173:38
                    Arrive(count=None) @174:17
                      .target:
                        Index() @174:24
                          .value:
                            Name(id='qd_free') @174:24
                          .subs:
                            Name(id='slot') @174:32
            Arrive(count=None) @175:9
              .target:
                Index() @175:16
                  .value:
                    Name(id='kv_free') @175:16
                  .subs:
                    Name(id='ks') @175:24
            Assign(targets=('k_scale',)) @176:9
              .value:
                Name(id='sm_scale') @176:19
            Assign(targets=('v_scale',)) @177:9
              .value:
                Const(value=1.0) @177:19
            If(orelse=()) @178:9
              .cond:
                BinOp(op='==') @178:12
                  .lhs:
                    Name(id='ACT') @178:12
                  .rhs:
                    Const(value='silu') @178:19
              .body:
                Assign(targets=('k_scale',)) @179:13
                  .value:
                    BinOp(op='*') @179:23
                      .lhs:
                        Name(id='sm_scale') @179:23
                      .rhs:
                        Name(id='out_scale') @179:34
                Assign(targets=('v_scale',)) @180:13
                  .value:
                    Name(id='out_scale') @180:23
            Assign(targets=('live',)) @181:9
              .value:
                BinOp(op='<') @181:16
                  .lhs:
                    Name(id='krows') @181:16
                  .rhs:
                    Name(id='len_k') @181:24
            Store() @182:9
              .target:
                Index() @182:9
                  .value:
                    Name(id='dk') @182:9
                  .subs:
                    Name(id='seq') @182:12
              .subs:
                Index() @182:17
                  .value:
                    Name(id='krows') @182:17
                  .subs:
                    FullSlice() @182:23
                    Const(value=None) @182:26
                Name(id='kvh') @182:33
                Index() @182:38
                  .value:
                    Call(kwargs=()) @182:38
                      .func:
                        Name(id='arange') @182:38
                      .args:
                        Name(id='D') @182:45
                  .subs:
                    Const(value=None) @182:48
                    FullSlice() @182:54
              .value:
                Call(kwargs=()) @182:60
                  .func:
                    Name(id='cast') @182:60
                  .args:
                    BinOp(op='*') @182:65
                      .lhs:
                        Name(id='acc_k') @182:65
                      .rhs:
                        Name(id='k_scale') @182:73
                    Name(id='DT') @182:82
              .mask:
                Index() @182:92
                  .value:
                    Name(id='live') @182:92
                  .subs:
                    FullSlice() @182:97
                    Const(value=None) @182:100
            Store() @183:9
              .target:
                Index() @183:9
                  .value:
                    Name(id='dv') @183:9
                  .subs:
                    Name(id='seq') @183:12
              .subs:
                Index() @183:17
                  .value:
                    Name(id='krows') @183:17
                  .subs:
                    FullSlice() @183:23
                    Const(value=None) @183:26
                Name(id='kvh') @183:33
                Index() @183:38
                  .value:
                    Call(kwargs=()) @183:38
                      .func:
                        Name(id='arange') @183:38
                      .args:
                        Name(id='D') @183:45
                  .subs:
                    Const(value=None) @183:48
                    FullSlice() @183:54
              .value:
                Call(kwargs=()) @183:60
                  .func:
                    Name(id='cast') @183:60
                  .args:
                    BinOp(op='*') @183:65
                      .lhs:
                        Name(id='acc_v') @183:65
                      .rhs:
                        Name(id='v_scale') @183:73
                    Name(id='DT') @183:82
              .mask:
                Index() @183:92
                  .value:
                    Name(id='live') @183:92
                  .subs:
                    FullSlice() @183:97
                    Const(value=None) @183:100