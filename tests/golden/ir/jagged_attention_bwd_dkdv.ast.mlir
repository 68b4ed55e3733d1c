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
    FuncDef(name='lse_delta', params=('j', 'head0', 'm_lo', 'n_m', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @56:1
      .body:
        Assign(targets=('head',)) @57:5
          .value:
            BinOp(op='+') @57:12
              .lhs:
                Name(id='head0') @57:12
              .rhs:
                BinOp(op='//') @57:20
                  .lhs:
                    Name(id='j') @57:20
                  .rhs:
                    Name(id='n_m') @57:25
        Assign(targets=('qpos',)) @58:5
          .value:
            BinOp(op='+') @58:13
              .lhs:
                BinOp(op='*') @58:13
                  .lhs:
                    BinOp(op='+') @58:13
                      .lhs:
                        Name(id='m_lo') @58:13
                      .rhs:
                        BinOp(op='%') @58:20
                          .lhs:
                            Name(id='j') @58:20
                          .rhs:
                            Name(id='n_m') @58:24
                  .rhs:
                    Name(id='BLOCK_M') @58:31
              .rhs:
                Name(id='qcols') @58:41
        Assign(targets=('qi',)) @59:5
          .value:
            BinOp(op='+') @59:10
              .lhs:
                Name(id='q0') @59:10
              .rhs:
                Call(kwargs=()) @59:15
                  .func:
                    Name(id='maximum') @59:15
                  .args:
                    Call(kwargs=()) @59:23
                      .func:
                        Name(id='minimum') @59:23
                      .args:
                        Name(id='qpos') @59:31
                        BinOp(op='-') @59:37
                          .lhs:
                            Name(id='len_q') @59:37
                          .rhs:
                            Const(value=1) @59:45
                    Const(value=0) @59:49
        Return() @60:5
          .values:
            Index() @60:12
              .value:
                Name(id='lse2_t') @60:12
              .subs:
                Name(id='head') @60:19
                Name(id='qi') @60:25
            Index() @60:30
              .value:
                Name(id='delta_t') @60:30
              .subs:
                Name(id='head') @60:38
                Name(id='qi') @60:44
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
      .body:
        Tiles() @13:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @13:22
                .func:
                  Name(id='blocks') @13:22
                .args:
                  Name(id='k') @13:29
                  Name(id='BLOCK_N') @13:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @13:49
                .func:
                  Name(id='range') @13:49
                .args:
                  Name(id='HKV') @13:55
            )
          .options:
            TileOption(id='persistent', arg=None) @13:60
            TileOption(id='longest_first', arg=None) @13:71
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @14:5
          .cond:
            BinOp(op='==') @14:19
              .lhs:
                BinOp(op='%') @14:19
                  .lhs:
                    Name(id='BLOCK_N') @14:19
                  .rhs:
                    Name(id='WG_N') @14:29
              .rhs:
                Const(value=0) @14:37
        Assign(targets=('NWG',)) @15:5
          .value:
            BinOp(op='//') @15:11
              .lhs:
                Name(id='BLOCK_N') @15:11
              .rhs:
                Name(id='WG_N') @15:22
        SmemDecl(name='k_tile') @18:5
          .stages:
            BinOp(op='*') @18:17
              .lhs:
                Const(value=2) @18:17
              .rhs:
                BinOp(op='//') @18:22
                  .lhs:
                    Name(id='BLOCK_N') @18:22
                  .rhs:
                    Name(id='WG_N') @18:33
          .dtype:
            Name(id='DT') @18:41
          .shape:
            Name(id='WG_N') @18:44
            Name(id='D') @18:50
        SmemDecl(name='v_tile') @19:5
          .stages:
            BinOp(op='*') @19:17
              .lhs:
                Const(value=2) @19:17
              .rhs:
                BinOp(op='//') @19:22
                  .lhs:
                    Name(id='BLOCK_N') @19:22
                  .rhs:
                    Name(id='WG_N') @19:33
          .dtype:
            Name(id='DT') @19:41
          .shape:
            Name(id='WG_N') @19:44
            Name(id='D') @19:50
        SmemDecl(name='q_ring') @20:5
          .stages:
            Name(id='STAGES') @20:17
          .dtype:
            Name(id='DT') @20:26
          .shape:
            Name(id='BLOCK_M') @20:29
            Name(id='D') @20:38
        SmemDecl(name='do_ring') @21:5
          .stages:
            Name(id='STAGES') @21:18
          .dtype:
            Name(id='DT') @21:27
          .shape:
            Name(id='BLOCK_M') @21:30
            Name(id='D') @21:39
        SmemDecl(name='p_s') @23:5
          .stages:
            BinOp(op='//') @23:14
              .lhs:
                Name(id='BLOCK_N') @23:14
              .rhs:
                Name(id='WG_N') @23:25
          .dtype:
            Name(id='DT') @23:32
          .shape:
            Name(id='BLOCK_M') @23:35
            Name(id='WG_N') @23:44
        SmemDecl(name='ds_s') @24:5
          .stages:
            BinOp(op='//') @24:15
              .lhs:
                Name(id='BLOCK_N') @24:15
              .rhs:
                Name(id='WG_N') @24:26
          .dtype:
            Name(id='DT') @24:33
          .shape:
            Name(id='BLOCK_M') @24:36
            Name(id='WG_N') @24:45
        BarrierDecl(name='kv_ready', kwargs=()) @25:5
          .size:
            Const(value=2) @25:22
        BarrierDecl(name='kv_free') @26:5
          .size:
            Const(value=2) @26:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @26:30
                .lhs:
                  Name(id='BLOCK_N') @26:30
                .rhs:
                  Name(id='WG_N') @26:41
            )
        BarrierDecl(name='qd_ready', kwargs=()) @27:5
          .size:
            Name(id='STAGES') @27:22
        BarrierDecl(name='qd_free') @28:5
          .size:
            Name(id='STAGES') @28:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @28:35
                .lhs:
                  Name(id='BLOCK_N') @28:35
                .rhs:
                  Name(id='WG_N') @28:46
            )
        Assign(targets=('len_q',)) @30:5
          .value:
            Attr(name='len') @30:13
              .value:
                Index() @30:13
                  .value:
                    Name(id='q') @30:13
                  .subs:
                    Name(id='seq') @30:15
        Assign(targets=('len_k',)) @31:5
          .value:
            Attr(name='len') @31:13
              .value:
                Index() @31:13
                  .value:
                    Name(id='k') @31:13
                  .subs:
                    Name(id='seq') @31:15
        Assign(targets=('q0',)) @32:5
          .value:
            Attr(name='start') @32:10
              .value:
                Index() @32:10
                  .value:
                    Name(id='q') @32:10
                  .subs:
                    Name(id='seq') @32:12
        Assign(targets=('n',)) @35:5
          .value:
            Name(id='nt') @35:9
        If(orelse=()) @36:5
          .cond:
            Name(id='CAUSAL') @36:8
          .body:
            Assign(targets=('n',)) @37:9
              .value:
                BinOp(op='-') @37:13
                  .lhs:
                    BinOp(op='-') @37:13
                      .lhs:
                        Call(kwargs=()) @37:13
                          .func:
                            Name(id='cdiv') @37:13
                          .args:
                            Name(id='len_k') @37:18
                            Name(id='BLOCK_N') @37:25
                      .rhs:
                        Const(value=1) @37:36
                  .rhs:
                    Name(id='nt') @37:40
        Assign(targets=('group',)) @38:5
          .value:
            BinOp(op='//') @38:13
              .lhs:
                Name(id='H') @38:13
              .rhs:
                Name(id='HKV') @38:18
        Assign(targets=('m_lo',)) @40:5
          .value:
            Const(value=0) @40:12
        If(orelse=()) @41:5
          .cond:
            Name(id='CAUSAL') @41:8
          .body:
            Assign(targets=('m_lo',)) @42:9
              .value:
                BinOp(op='//') @42:16
                  .lhs:
                    Call(kwargs=()) @42:16
                      .func:
                        Name(id='maximum') @42:16
                      .args:
                        BinOp(op='-') @42:24
                          .lhs:
                            BinOp(op='*') @42:24
                              .lhs:
                                Name(id='n') @42:24
                              .rhs:
                                Name(id='BLOCK_N') @42:28
                          .rhs:
                            BinOp(op='-') @42:39
                              .lhs:
                                Name(id='len_k') @42:39
                              .rhs:
                                Name(id='len_q') @42:47
                        Const(value=0) @42:55
                  .rhs:
                    Name(id='BLOCK_M') @42:61
        Assign(targets=('n_m',)) @43:5
          .value:
            Call(kwargs=()) @43:11
              .func:
                Name(id='maximum') @43:11
              .args:
                BinOp(op='-') @43:19
                  .lhs:
                    Call(kwargs=()) @43:19
                      .func:
                        Name(id='cdiv') @43:19
                      .args:
                        Name(id='len_q') @43:24
                        Name(id='BLOCK_M') @43:31
                  .rhs:
                    Name(id='m_lo') @43:42
                Const(value=0) @43:48
        Assign(targets=('steps',)) @44:5
          .value:
            BinOp(op='*') @44:13
              .lhs:
                Name(id='group') @44:13
              .rhs:
                Name(id='n_m') @44:21
        Role(name='load', replica=None) @46:5
          .kwargs:
            (
              'warps'
              Const(value=1) @46:21
            )
            (
              'regs'
              Const(value=24) @46:29
            )
          .body:
            Assign(targets=('ks',)) @47:9
              .value:
                BinOp(op='%') @47:14
                  .lhs:
                    Name(id='tile_index') @47:14
                  .rhs:
                    Const(value=2) @47:27
            Wait(phase=None) @48:9
              .target:
                Index() @48:14
                  .value:
                    Name(id='kv_free') @48:14
                  .subs:
                    Name(id='ks') @48:22
            Expect() @49:9
              .target:
                Index() @49:16
                  .value:
                    Name(id='kv_ready') @49:16
                  .subs:
                    Name(id='ks') @49:25
              .nbytes:
                BinOp(op='*') @49:30
                  .lhs:
                    BinOp(op='*') @49:30
                      .lhs:
                        Const(value=2) @49:30
                      .rhs:
                        Name(id='NWG') @49:34
                  .rhs:
                    Call(kwargs=()) @49:40
                      .func:
                        Name(id='bytes') @49:40
                      .args:
                        Name(id='k_tile') @49:46
            For(var='i') @50:9
              .iter:
                Call(kwargs=()) @50:18
                  .func:
                    Name(id='static_range') @50:18
                  .args:
                    Name(id='NWG') @50:31
              .body:
                Tma() @51:13
                  .dst:
                    Index() @51:17
                      .value:
                        Name(id='k_tile') @51:17
                      .subs:
                        BinOp(op='+') @51:24
                          .lhs:
                            BinOp(op='*') @51:24
                              .lhs:
                                Name(id='ks') @51:24
                              .rhs:
                                Name(id='NWG') @51:29
                          .rhs:
                            Name(id='i') @51:35
                  .src:
                    Index() @51:41
                      .value:
                        Name(id='k') @51:41
                      .subs:
                        Name(id='seq') @51:43
                        BinOp(op='+') @51:48
                          .lhs:
                            BinOp(op='*') @51:48
                              .lhs:
                                Name(id='NWG') @51:48
                              .rhs:
                                Name(id='n') @51:54
                          .rhs:
                            Name(id='i') @51:58
                        Name(id='kvh') @51:61
                  .signals:
                    Index() @51:74
                      .value:
                        Name(id='kv_ready') @51:74
                      .subs:
                        Name(id='ks') @51:83
                Tma() @52:13
                  .dst:
                    Index() @52:17
                      .value:
                        Name(id='v_tile') @52:17
                      .subs:
                        BinOp(op='+') @52:24
                          .lhs:
                            BinOp(op='*') @52:24
                              .lhs:
                                Name(id='ks') @52:24
                              .rhs:
                                Name(id='NWG') @52:29
                          .rhs:
                            Name(id='i') @52:35
                  .src:
                    Index() @52:41
                      .value:
                        Name(id='v') @52:41
                      .subs:
                        Name(id='seq') @52:43
                        BinOp(op='+') @52:48
                          .lhs:
                            BinOp(op='*') @52:48
                              .lhs:
                                Name(id='NWG') @52:48
                              .rhs:
                                Name(id='n') @52:54
                          .rhs:
                            Name(id='i') @52:58
                        Name(id='kvh') @52:61
                  .signals:
                    Index() @52:74
                      .value:
                        Name(id='kv_ready') @52:74
                      .subs:
                        Name(id='ks') @52:83
            Pipeline(var='j', slot='slot', ring='qd') @53:9
              .iter:
                Call(kwargs=()) @53:23
                  .func:
                    Name(id='range') @53:23
                  .args:
                    Name(id='steps') @53:29
              .stages:
                Name(id='STAGES') @53:49
              .body:
                Assign(targets=('head',)) @54:13
                  .value:
                    BinOp(op='+') @54:20
                      .lhs:
                        BinOp(op='*') @54:20
                          .lhs:
                            Name(id='kvh') @54:20
                          .rhs:
                            Name(id='group') @54:26
                      .rhs:
                        BinOp(op='//') @54:34
                          .lhs:
                            Name(id='j') @54:34
                          .rhs:
                            Name(id='n_m') @54:39
                Assign(targets=('mb',)) @55:13
                  .value:
                    BinOp(op='+') @55:18
                      .lhs:
                        Name(id='m_lo') @55:18
                      .rhs:
                        BinOp(op='%') @55:25
                          .lhs:
                            Name(id='j') @55:25
                          .rhs:
                            Name(id='n_m') @55:29
                Wait(phase=None) @56:13
                  .target:
                    Index() @56:18
                      .value:
                        Name(id='qd_free') @56:18
                      .subs:
                        Name(id='slot') @56:26
                Expect() @57:13
                  .target:
                    Index() @57:20
                      .value:
                        Name(id='qd_ready') @57:20
                      .subs:
                        Name(id='slot') @57:29
                  .nbytes:
                    BinOp(op='+') @57:36
                      .lhs:
                        Call(kwargs=()) @57:36
                          .func:
                            Name(id='bytes') @57:36
                          .args:
                            Name(id='q_ring') @57:42
                      .rhs:
                        Call(kwargs=()) @57:52
                          .func:
                            Name(id='bytes') @57:52
                          .args:
                            Name(id='do_ring') @57:58
                Tma() @58:13
                  .dst:
                    Index() @58:17
                      .value:
                        Name(id='q_ring') @58:17
                      .subs:
                        Name(id='slot') @58:24
                  .src:
                    Index() @58:33
                      .value:
                        Name(id='q') @58:33
                      .subs:
                        Name(id='seq') @58:35
                        Name(id='mb') @58:40
                        Name(id='head') @58:44
                  .signals:
                    Index() @58:58
                      .value:
                        Name(id='qd_ready') @58:58
                      .subs:
                        Name(id='slot') @58:67
                Tma() @59:13
                  .dst:
                    Index() @59:17
                      .value:
                        Name(id='do_ring') @59:17
                      .subs:
                        Name(id='slot') @59:25
                  .src:
                    Index() @59:34
                      .value:
                        Name(id='d_o') @59:34
                      .subs:
                        Name(id='seq') @59:38
                        Name(id='mb') @59:43
                        Name(id='head') @59:47
                  .signals:
                    Index() @59:61
                      .value:
                        Name(id='qd_ready') @59:61
                      .subs:
                        Name(id='slot') @59:70
        Role(name='compute', replica='wg') @61:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @61:29
            )
            (
              'regs'
              Name(id='REGS') @61:39
            )
          .body:
            Assign(targets=('qk_scale',)) @62:9
              .value:
                BinOp(op='*') @62:20
                  .lhs:
                    Name(id='sm_scale') @62:20
                  .rhs:
                    Name(id='LOG2E') @62:31
            Assign(targets=('krow0',)) @63:9
              .value:
                BinOp(op='+') @63:17
                  .lhs:
                    BinOp(op='*') @63:17
                      .lhs:
                        Name(id='n') @63:17
                      .rhs:
                        Name(id='BLOCK_N') @63:21
                  .rhs:
                    BinOp(op='*') @63:31
                      .lhs:
                        Name(id='wg') @63:31
                      .rhs:
                        Name(id='WG_N') @63:36
            Assign(targets=('krows',)) @64:9
              .value:
                BinOp(op='+') @64:17
                  .lhs:
                    Name(id='krow0') @64:17
                  .rhs:
                    Call(kwargs=()) @64:25
                      .func:
                        Name(id='arange') @64:25
                      .args:
                        Name(id='WG_N') @64:32
            Assign(targets=('qcols',)) @65:9
              .value:
                Call(kwargs=()) @65:17
                  .func:
                    Name(id='arange') @65:17
                  .args:
                    Name(id='BLOCK_M') @65:24
            Assign(targets=('ks',)) @66:9
              .value:
                BinOp(op='%') @66:14
                  .lhs:
                    Name(id='tile_index') @66:14
                  .rhs:
                    Const(value=2) @66:27
            Assign(targets=('mine',)) @67:9
              .value:
                BinOp(op='+') @67:16
                  .lhs:
                    BinOp(op='*') @67:16
                      .lhs:
                        Name(id='ks') @67:16
                      .rhs:
                        Name(id='NWG') @67:21
                  .rhs:
                    Name(id='wg') @67:27
            Assign(targets=('acc_k',)) @68:9
              .value:
                Call(kwargs=()) @68:17
                  .func:
                    Name(id='zeros') @68:17
                  .args:
                    ListLit() @68:23
                      .elts:
                        Name(id='WG_N') @68:24
                        Name(id='D') @68:30
                    Name(id='f32') @68:34
            Assign(targets=('acc_v',)) @69:9
              .value:
                Call(kwargs=()) @69:17
                  .func:
                    Name(id='zeros') @69:17
                  .args:
                    ListLit() @69:23
                      .elts:
                        Name(id='WG_N') @69:24
                        Name(id='D') @69:30
                    Name(id='f32') @69:34
            Wait(phase=None) @70:9
              .target:
                Index() @70:14
                  .value:
                    Name(id='kv_ready') @70:14
                  .subs:
                    Name(id='ks') @70:23
            If(orelse=()) @72:9
              .cond:
                BoolOp(op='and') @72:12
                  .values:
                    BinOp(op='==') @72:12
                      .lhs:
                        Name(id='ACT') @72:12
                      .rhs:
                        Const(value='softmax') @72:19
                    Name(id='PREFETCH') @72:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @73:13
                  .value:
                    Call(kwargs=()) @73:29
                      .func:
                        Name(id='lse_delta') @73:29
                      .args:
                        Const(value=0) @73:39
                        BinOp(op='*') @73:42
                          .lhs:
                            Name(id='kvh') @73:42
                          .rhs:
                            Name(id='group') @73:48
                        Name(id='m_lo') @73:55
                        Name(id='n_m') @73:61
                        Name(id='q0') @73:66
                        Name(id='len_q') @73:70
                        Name(id='qcols') @73:77
                        Name(id='lse2_t') @73:84
                        Name(id='delta_t') @73:92
                        Name(id='BLOCK_M') @73:101
            Pipeline(var='j', slot='slot', ring='qd') @74:9
              .iter:
                Call(kwargs=()) @74:23
                  .func:
                    Name(id='range') @74:23
                  .args:
                    Name(id='steps') @74:29
              .stages:
                Name(id='STAGES') @74:49
              .body:
                Assign(targets=('head',)) @75:13
                  .value:
                    BinOp(op='+') @75:20
                      .lhs:
                        BinOp(op='*') @75:20
                          .lhs:
                            Name(id='kvh') @75:20
                          .rhs:
                            Name(id='group') @75:26
                      .rhs:
                        BinOp(op='//') @75:34
                          .lhs:
                            Name(id='j') @75:34
                          .rhs:
                            Name(id='n_m') @75:39
                Assign(targets=('mb',)) @76:13
                  .value:
                    BinOp(op='+') @76:18
                      .lhs:
                        Name(id='m_lo') @76:18
                      .rhs:
                        BinOp(op='%') @76:25
                          .lhs:
                            Name(id='j') @76:25
                          .rhs:
                            Name(id='n_m') @76:29
                Assign(targets=('qpos',)) @77:13
                  .value:
                    BinOp(op='+') @77:20
                      .lhs:
                        BinOp(op='*') @77:20
                          .lhs:
                            Name(id='mb') @77:20
                          .rhs:
                            Name(id='BLOCK_M') @77:25
                      .rhs:
                        Name(id='qcols') @77:35
                Assign(targets=('lse2',)) @78:13
                  .value:
                    Call(kwargs=()) @78:20
                      .func:
                        Name(id='zeros') @78:20
                      .args:
                        ListLit() @78:26
                          .elts:
                            Name(id='BLOCK_M') @78:27
                        Name(id='f32') @78:37
                Assign(targets=('dlt',)) @79:13
                  .value:
                    Call(kwargs=()) @79:19
                      .func:
                        Name(id='zeros') @79:19
                      .args:
                        ListLit() @79:25
                          .elts:
                            Name(id='BLOCK_M') @79:26
                        Name(id='f32') @79:36
                If() @80:13
                  .cond:
                    BoolOp(op='and') @80:16
                      .values:
                        BinOp(op='==') @80:16
                          .lhs:
                            Name(id='ACT') @80:16
                          .rhs:
                            Const(value='softmax') @80:23
                        Name(id='PREFETCH') @80:37
                  .body:
                    Assign(targets=('lse2',)) @81:17
                      .value:
                        Name(id='lse2_n') @81:24
                    Assign(targets=('dlt',)) @82:17
                      .value:
                        Name(id='dlt_n') @82:23
                    Assign(targets=('lse2_n', 'dlt_n')) @83:17
                      .value:
                        Call(kwargs=()) @83:33
                          .func:
                            Name(id='lse_delta') @83:33
                          .args:
                            Call(kwargs=()) @83:43
                              .func:
                                Name(id='minimum') @83:43
                              .args:
                                BinOp(op='+') @83:51
                                  .lhs:
                                    Name(id='j') @83:51
                                  .rhs:
                                    Const(value=1) @83:55
                                BinOp(op='-') @83:58
                                  .lhs:
                                    Name(id='steps') @83:58
                                  .rhs:
                                    Const(value=1) @83:66
                            BinOp(op='*') @83:70
                              .lhs:
                                Name(id='kvh') @83:70
                              .rhs:
                                Name(id='group') @83:76
                            Name(id='m_lo') @83:83
                            Name(id='n_m') @83:89
                            Name(id='q0') @83:94
                            Name(id='len_q') @83:98
                            Name(id='qcols') @83:105
                            Name(id='lse2_t') @84:43
                            Name(id='delta_t') @84:51
                            Name(id='BLOCK_M') @84:60
                  .orelse:
                    If(orelse=()) @85:13
                      .cond:
                        BinOp(op='==') @85:18
                          .lhs:
                            Name(id='ACT') @85:18
                          .rhs:
                            Const(value='softmax') @85:25
                      .body:
                        Assign(targets=('qi',)) @89:17
                          .value:
                            BinOp(op='+') @89:22
                              .lhs:
                                Name(id='q0') @89:22
                              .rhs:
                                Call(kwargs=()) @89:27
                                  .func:
                                    Name(id='minimum') @89:27
                                  .args:
                                    Name(id='qpos') @89:35
                                    BinOp(op='-') @89:41
                                      .lhs:
                                        Name(id='len_q') @89:41
                                      .rhs:
                                        Const(value=1) @89:49
                        Assign(targets=('lse2',)) @90:17
                          .value:
                            Index() @90:24
                              .value:
                                Name(id='lse2_t') @90:24
                              .subs:
                                Name(id='head') @90:31
                                Name(id='qi') @90:37
                        Assign(targets=('dlt',)) @91:17
                          .value:
                            Index() @91:23
                              .value:
                                Name(id='delta_t') @91:23
                              .subs:
                                Name(id='head') @91:31
                                Name(id='qi') @91:37
                Assign(targets=('edge',)) @92:13
                  .value:
                    BinOp(op='>') @92:20
                      .lhs:
                        BinOp(op='*') @92:21
                          .lhs:
                            BinOp(op='+') @92:21
                              .lhs:
                                Name(id='mb') @92:21
                              .rhs:
                                Const(value=1) @92:26
                          .rhs:
                            Name(id='BLOCK_M') @92:31
                      .rhs:
                        Name(id='len_q') @92:41
                If(orelse=()) @93:13
                  .cond:
                    Name(id='CAUSAL') @93:16
                  .body:
                    Assign(targets=('edge',)) @94:17
                      .value:
                        BoolOp(op='or') @94:24
                          .values:
                            Name(id='edge') @94:24
                            BinOp(op='>') @94:32
                              .lhs:
                                BinOp(op='-') @94:32
                                  .lhs:
                                    BinOp(op='+') @94:32
                                      .lhs:
                                        Name(id='krow0') @94:32
                                      .rhs:
                                        Name(id='WG_N') @94:40
                                  .rhs:
                                    Const(value=1) @94:47
                              .rhs:
                                BinOp(op='-') @94:51
                                  .lhs:
                                    BinOp(op='+') @94:51
                                      .lhs:
                                        BinOp(op='*') @94:51
                                          .lhs:
                                            Name(id='mb') @94:51
                                          .rhs:
                                            Name(id='BLOCK_M') @94:56
                                      .rhs:
                                        Name(id='len_k') @94:66
                                  .rhs:
                                    Name(id='len_q') @94:74
                Wait(phase=None) @95:13
                  .target:
                    Index() @95:18
                      .value:
                        Name(id='qd_ready') @95:18
                      .subs:
                        Name(id='slot') @95:27
                If() @96:13
                  .cond:
                    Name(id='SMEM_P') @96:16
                  .body:
                    Assign(targets=('s_f',)) @99:17
                      .value:
                        Call(kwargs=()) @99:23
                          .func:
                            Name(id='mma_async') @99:23
                          .args:
                            Index() @99:33
                              .value:
                                Name(id='q_ring') @99:33
                              .subs:
                                Name(id='slot') @99:40
                            Attr(name='T') @99:47
                              .value:
                                Index() @99:47
                                  .value:
                                    Name(id='k_tile') @99:47
                                  .subs:
                                    Name(id='mine') @99:54
                    Assign(targets=('dp_f',)) @100:17
                      .value:
                        Call(kwargs=()) @100:24
                          .func:
                            Name(id='mma_async') @100:24
                          .args:
                            Index() @100:34
                              .value:
                                Name(id='do_ring') @100:34
                              .subs:
                                Name(id='slot') @100:42
                            Attr(name='T') @100:49
                              .value:
                                Index() @100:49
                                  .value:
                                    Name(id='v_tile') @100:49
                                  .subs:
                                    Name(id='mine') @100:56
                    Assign(targets=('s',)) @101:17
                      .value:
                        Call() @101:21
                          .func:
                            Name(id='mma_wait') @101:21
                          .args:
                            Name(id='s_f') @101:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @101:43
                            )
                    Assign(targets=('kpos',)) @104:17
                      .value:
                        BinOp(op='+') @104:24
                          .lhs:
                            Name(id='krow0') @104:24
                          .rhs:
                            Call(kwargs=()) @104:32
                              .func:
                                Name(id='arange') @104:32
                              .args:
                                Name(id='WG_N') @104:39
                    Assign(targets=('p', 'dact')) @105:17
                      .value:
                        Call(kwargs=()) @105:27
                          .func:
                            Name(id='probs') @105:27
                          .args:
                            Name(id='s') @105:33
                            Name(id='edge') @105:36
                            Index() @105:42
                              .value:
                                Name(id='qpos') @105:42
                              .subs:
                                FullSlice() @105:47
                                Const(value=None) @105:50
                            Index() @105:57
                              .value:
                                Name(id='kpos') @105:57
                              .subs:
                                Const(value=None) @105:62
                                FullSlice() @105:68
                            Name(id='len_q') @105:72
                            Name(id='len_k') @105:79
                            Index() @105:86
                              .value:
                                Name(id='lse2') @105:86
                              .subs:
                                FullSlice() @105:91
                                Const(value=None) @105:94
                            Name(id='qk_scale') @105:101
                            Name(id='sm_scale') @106:33
                            Name(id='CAUSAL') @106:43
                            Name(id='ACT') @106:51
                    ExprStmt() @107:17
                      .value:
                        Call(kwargs=()) @107:17
                          .func:
                            Name(id='store_smem') @107:17
                          .args:
                            Index() @107:28
                              .value:
                                Name(id='p_s') @107:28
                              .subs:
                                Name(id='wg') @107:32
                            Call(kwargs=()) @107:37
                              .func:
                                Name(id='cast') @107:37
                              .args:
                                Name(id='p') @107:42
                                Name(id='DT') @107:45
                    Fence() @108:17
                    Assign(targets=('dv_f',)) @109:17
                      .value:
                        Call(kwargs=()) @109:24
                          .func:
                            Name(id='mma_async') @109:24
                          .args:
                            Attr(name='T') @109:34
                              .value:
                                Index() @109:34
                                  .value:
                                    Name(id='p_s') @109:34
                                  .subs:
                                    Name(id='wg') @109:38
                            Index() @109:45
                              .value:
                                Name(id='do_ring') @109:45
                              .subs:
                                Name(id='slot') @109:53
                            Name(id='acc_v') @109:60
                    Assign(targets=('dp',)) @110:17
                      .value:
                        Call() @110:22
                          .func:
                            Name(id='mma_wait') @110:22
                          .args:
                            Name(id='dp_f') @110:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @110:45
                            )
                    ExprStmt() @111:17
                      .value:
                        Call(kwargs=()) @111:17
                          .func:
                            Name(id='store_smem') @111:17
                          .args:
                            Index() @111:28
                              .value:
                                Name(id='ds_s') @111:28
                              .subs:
                                Name(id='wg') @111:33
                            Call(kwargs=()) @111:38
                              .func:
                                Name(id='cast') @111:38
                              .args:
                                Call(kwargs=()) @111:43
                                  .func:
                                    Name(id='dscores') @111:43
                                  .args:
                                    Name(id='p') @111:51
                                    Name(id='dact') @111:54
                                    Name(id='dp') @111:60
                                    Index() @111:64
                                      .value:
                                        Name(id='dlt') @111:64
                                      .subs:
                                        FullSlice() @111:68
                                        Const(value=None) @111:71
                                    Name(id='ACT') @111:78
                                Name(id='DT') @111:84
                    Fence() @112:17
                    Assign(targets=('dk_f',)) @113:17
                      .value:
                        Call(kwargs=()) @113:24
                          .func:
                            Name(id='mma_async') @113:24
                          .args:
                            Attr(name='T') @113:34
                              .value:
                                Index() @113:34
                                  .value:
                                    Name(id='ds_s') @113:34
                                  .subs:
                                    Name(id='wg') @113:39
                            Index() @113:46
                              .value:
                                Name(id='q_ring') @113:46
                              .subs:
                                Name(id='slot') @113:53
                            Name(id='acc_k') @113:60
                    Assign(targets=('acc_v',)) @114:17
                      .value:
                        Call() @114:25
                          .func:
                            Name(id='mma_wait') @114:25
                          .args:
                            Name(id='dv_f') @114:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @114:48
                            )
                    Assign(targets=('acc_k',)) @115:17
                      .value:
                        Call(kwargs=()) @115:25
                          .func:
                            Name(id='mma_wait') @115:25
                          .args:
                            Name(id='dk_f') @115:34
                  .orelse:
                    Assign(targets=('st_f',)) @119:17
                      .value:
                        Call(kwargs=()) @119:24
                          .func:
                            Name(id='mma_async') @119:24
                          .args:
                            Index() @119:34
                              .value:
                                Name(id='k_tile') @119:34
                              .subs:
                                Name(id='mine') @119:41
                            Attr(name='T') @119:48
                              .value:
                                Index() @119:48
                                  .value:
                                    Name(id='q_ring') @119:48
                                  .subs:
                                    Name(id='slot') @119:55
                    Assign(targets=('dpt_f',)) @120:17
                      .value:
                        Call(kwargs=()) @120:25
                          .func:
                            Name(id='mma_async') @120:25
                          .args:
                            Index() @120:35
                              .value:
                                Name(id='v_tile') @120:35
                              .subs:
                                Name(id='mine') @120:42
                            Attr(name='T') @120:49
                              .value:
                                Index() @120:49
                                  .value:
                                    Name(id='do_ring') @120:49
                                  .subs:
                                    Name(id='slot') @120:57
                    Assign(targets=('st',)) @121:17
                      .value:
                        Call() @121:22
                          .func:
                            Name(id='mma_wait') @121:22
                          .args:
                            Name(id='st_f') @121:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @121:45
                            )
                    Assign(targets=('pt', 'dact')) @122:17
                      .value:
                        Call(kwargs=()) @122:28
                          .func:
                            Name(id='probs') @122:28
                          .args:
                            Name(id='st') @122:34
                            Name(id='edge') @122:38
                            Index() @122:44
                              .value:
                                Name(id='qpos') @122:44
                              .subs:
                                Const(value=None) @122:49
                                FullSlice() @122:55
                            Index() @122:59
                              .value:
                                Name(id='krows') @122:59
                              .subs:
                                FullSlice() @122:65
                                Const(value=None) @122:68
                            Name(id='len_q') @122:75
                            Name(id='len_k') @122:82
                            Index() @122:89
                              .value:
                                Name(id='lse2') @122:89
                              .subs:
                                Const(value=None) @122:94
                                FullSlice() @122:100
                            Name(id='qk_scale') @122:104
                            Name(id='sm_scale') @123:34
                            Name(id='CAUSAL') @123:44
                            Name(id='ACT') @123:52
                    Assign(targets=('dpt',)) @124:17
                      .value:
                        Call(kwargs=()) @124:23
                          .func:
                            Name(id='mma_wait') @124:23
                          .args:
                            Name(id='dpt_f') @124:32
                    Assign(targets=('dv_f',)) @126:17
                      .value:
                        Call(kwargs=()) @126:24
                          .func:
                            Name(id='mma_async') @126:24
                          .args:
                            Call(kwargs=()) @126:34
                              .func:
                                Name(id='cast') @126:34
                              .args:
                                Name(id='pt') @126:39
                                Name(id='DT') @126:43
                            Index() @126:48
                              .value:
                                Name(id='do_ring') @126:48
                              .subs:
                                Name(id='slot') @126:56
                            Name(id='acc_v') @126:63
                    Assign(targets=('dst',)) @127:17
                      .value:
                        Call(kwargs=()) @127:23
                          .func:
                            Name(id='dscores') @127:23
                          .args:
                            Name(id='pt') @127:31
                            Name(id='dact') @127:35
                            Name(id='dpt') @127:41
                            Index() @127:46
                              .value:
                                Name(id='dlt') @127:46
                              .subs:
                                Const(value=None) @127:50
                                FullSlice() @127:56
                            Name(id='ACT') @127:60
                    Assign(targets=('dk_f',)) @128:17
                      .value:
                        Call(kwargs=()) @128:24
                          .func:
                            Name(id='mma_async') @128:24
                          .args:
                            Call(kwargs=()) @128:34
                              .func:
                                Name(id='cast') @128:34
                              .args:
                                Name(id='dst') @128:39
                                Name(id='DT') @128:44
                            Index() @128:49
                              .value:
                                Name(id='q_ring') @128:49
                              .subs:
                                Name(id='slot') @128:56
                            Name(id='acc_k') @128:63
                    Assign(targets=('acc_v',)) @129:17
                      .value:
                        Call() @129:25
                          .func:
                            Name(id='mma_wait') @129:25
                          .args:
                            Name(id='dv_f') @129:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @129:48
                            )
                    Assign(targets=('acc_k',)) @130:17
                      .value:
                        Call(kwargs=()) @130:25
                          .func:
                            Name(id='mma_wait') @130:25
                          .args:
                            Name(id='dk_f') @130:34
                Arrive(count=None) @131:13
                  .target:
                    Index() @131:20
                      .value:
                        Name(id='qd_free') @131:20
                      .subs:
                        Name(id='slot') @131:28
            Arrive(count=None) @132:9
              .target:
                Index() @132:16
                  .value:
                    Name(id='kv_free') @132:16
                  .subs:
                    Name(id='ks') @132:24
            Assign(targets=('k_scale',)) @133:9
              .value:
                Name(id='sm_scale') @133:19
            Assign(targets=('v_scale',)) @134:9
              .value:
                Const(value=1.0) @134:19
            If(orelse=()) @135:9
              .cond:
                BinOp(op='==') @135:12
                  .lhs:
                    Name(id='ACT') @135:12
                  .rhs:
                    Const(value='silu') @135:19
              .body:
                Assign(targets=('k_scale',)) @136:13
                  .value:
                    BinOp(op='*') @136:23
                      .lhs:
                        Name(id='sm_scale') @136:23
                      .rhs:
                        Name(id='out_scale') @136:34
                Assign(targets=('v_scale',)) @137:13
                  .value:
                    Name(id='out_scale') @137:23
            Assign(targets=('live',)) @138:9
              .value:
                BinOp(op='<') @138:16
                  .lhs:
                    Name(id='krows') @138:16
                  .rhs:
                    Name(id='len_k') @138:24
            Store() @139:9
              .target:
                Index() @139:9
                  .value:
                    Name(id='dk') @139:9
                  .subs:
                    Name(id='seq') @139:12
              .subs:
                Index() @139:17
                  .value:
                    Name(id='krows') @139:17
                  .subs:
                    FullSlice() @139:23
                    Const(value=None) @139:26
                Name(id='kvh') @139:33
                Index() @139:38
                  .value:
                    Call(kwargs=()) @139:38
                      .func:
                        Name(id='arange') @139:38
                      .args:
                        Name(id='D') @139:45
                  .subs:
                    Const(value=None) @139:48
                    FullSlice() @139:54
              .value:
                Call(kwargs=()) @139:60
                  .func:
                    Name(id='cast') @139:60
                  .args:
                    BinOp(op='*') @139:65
                      .lhs:
                        Name(id='acc_k') @139:65
                      .rhs:
                        Name(id='k_scale') @139:73
                    Name(id='DT') @139:82
              .mask:
                Index() @139:92
                  .value:
                    Name(id='live') @139:92
                  .subs:
                    FullSlice() @139:97
                    Const(value=None) @139:100
            Store() @140:9
              .target:
                Index() @140:9
                  .value:
                    Name(id='dv') @140:9
                  .subs:
                    Name(id='seq') @140:12
              .subs:
                Index() @140:17
                  .value:
                    Name(id='krows') @140:17
                  .subs:
                    FullSlice() @140:23
                    Const(value=None) @140:26
                Name(id='kvh') @140:33
                Index() @140:38
                  .value:
                    Call(kwargs=()) @140:38
                      .func:
                        Name(id='arange') @140:38
                      .args:
                        Name(id='D') @140:45
                  .subs:
                    Const(value=None) @140:48
                    FullSlice() @140:54
              .value:
                Call(kwargs=()) @140:60
                  .func:
                    Name(id='cast') @140:60
                  .args:
                    BinOp(op='*') @140:65
                      .lhs:
                        Name(id='acc_v') @140:65
                      .rhs:
                        Name(id='v_scale') @140:73
                    Name(id='DT') @140:82
              .mask:
                Index() @140:92
                  .value:
                    Name(id='live') @140:92
                  .subs:
                    FullSlice() @140:97
                    Const(value=None) @140:100