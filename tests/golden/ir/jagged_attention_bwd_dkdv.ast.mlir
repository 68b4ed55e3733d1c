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
        Param(name='PIPE', kind='const', dtype=None, dims=(), offsets=None) @12:31
          .default:
            BinOp(op='==') @12:45
              .lhs:
                Name(id='TARGET') @12:45
              .rhs:
                Const(value='gluon') @12:55
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
            Name(id='persistent') @13:60
            Name(id='longest_first') @13:71
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
            If() @71:9
              .cond:
                Name(id='PIPE') @71:12
              .body:
                StaticAssert(message='PIPE needs SMEM_P (dS of the previous step waits in shared memory)') @72:13
                  .cond:
                    Name(id='SMEM_P') @72:27
                Assign(targets=('last',)) @75:13
                  .value:
                    Const(value=0) @75:20
                Pipeline(var='j', slot='slot', ring='qd') @76:13
                  .iter:
                    Call(kwargs=()) @76:27
                      .func:
                        Name(id='range') @76:27
                      .args:
                        Call(kwargs=()) @76:33
                          .func:
                            Name(id='minimum') @76:33
                          .args:
                            Name(id='steps') @76:41
                            Const(value=1) @76:48
                  .stages:
                    Name(id='STAGES') @76:65
                  .body:
                    Assign(targets=('head',)) @77:17
                      .value:
                        BinOp(op='+') @77:24
                          .lhs:
                            BinOp(op='*') @77:24
                              .lhs:
                                Name(id='kvh') @77:24
                              .rhs:
                                Name(id='group') @77:30
                          .rhs:
                            BinOp(op='//') @77:38
                              .lhs:
                                Name(id='j') @77:38
                              .rhs:
                                Name(id='n_m') @77:43
                    Assign(targets=('mb',)) @78:17
                      .value:
                        BinOp(op='+') @78:22
                          .lhs:
                            Name(id='m_lo') @78:22
                          .rhs:
                            BinOp(op='%') @78:29
                              .lhs:
                                Name(id='j') @78:29
                              .rhs:
                                Name(id='n_m') @78:33
                    Assign(targets=('qpos',)) @79:17
                      .value:
                        BinOp(op='+') @79:24
                          .lhs:
                            BinOp(op='*') @79:24
                              .lhs:
                                Name(id='mb') @79:24
                              .rhs:
                                Name(id='BLOCK_M') @79:29
                          .rhs:
                            Name(id='qcols') @79:39
                    Assign(targets=('lse2',)) @80:17
                      .value:
                        Call(kwargs=()) @80:24
                          .func:
                            Name(id='zeros') @80:24
                          .args:
                            ListLit() @80:30
                              .elts:
                                Name(id='BLOCK_M') @80:31
                            Name(id='f32') @80:41
                    Assign(targets=('dlt',)) @81:17
                      .value:
                        Call(kwargs=()) @81:23
                          .func:
                            Name(id='zeros') @81:23
                          .args:
                            ListLit() @81:29
                              .elts:
                                Name(id='BLOCK_M') @81:30
                            Name(id='f32') @81:40
                    If(orelse=()) @82:17
                      .cond:
                        BinOp(op='==') @82:20
                          .lhs:
                            Name(id='ACT') @82:20
                          .rhs:
                            Const(value='softmax') @82:27
                      .body:
                        Assign(targets=('qi',)) @83:21
                          .value:
                            BinOp(op='+') @83:26
                              .lhs:
                                Name(id='q0') @83:26
                              .rhs:
                                Call(kwargs=()) @83:31
                                  .func:
                                    Name(id='minimum') @83:31
                                  .args:
                                    Name(id='qpos') @83:39
                                    BinOp(op='-') @83:45
                                      .lhs:
                                        Name(id='len_q') @83:45
                                      .rhs:
                                        Const(value=1) @83:53
                        Assign(targets=('lse2',)) @84:21
                          .value:
                            Index() @84:28
                              .value:
                                Name(id='lse2_t') @84:28
                              .subs:
                                Name(id='head') @84:35
                                Name(id='qi') @84:41
                        Assign(targets=('dlt',)) @85:21
                          .value:
                            Index() @85:27
                              .value:
                                Name(id='delta_t') @85:27
                              .subs:
                                Name(id='head') @85:35
                                Name(id='qi') @85:41
                    Assign(targets=('edge',)) @86:17
                      .value:
                        BinOp(op='>') @86:24
                          .lhs:
                            BinOp(op='*') @86:25
                              .lhs:
                                BinOp(op='+') @86:25
                                  .lhs:
                                    Name(id='mb') @86:25
                                  .rhs:
                                    Const(value=1) @86:30
                              .rhs:
                                Name(id='BLOCK_M') @86:35
                          .rhs:
                            Name(id='len_q') @86:45
                    If(orelse=()) @87:17
                      .cond:
                        Name(id='CAUSAL') @87:20
                      .body:
                        Assign(targets=('edge',)) @88:21
                          .value:
                            BoolOp(op='or') @88:28
                              .values:
                                Name(id='edge') @88:28
                                BinOp(op='>') @88:36
                                  .lhs:
                                    BinOp(op='-') @88:36
                                      .lhs:
                                        BinOp(op='+') @88:36
                                          .lhs:
                                            Name(id='krow0') @88:36
                                          .rhs:
                                            Name(id='WG_N') @88:44
                                      .rhs:
                                        Const(value=1) @88:51
                                  .rhs:
                                    BinOp(op='-') @88:55
                                      .lhs:
                                        BinOp(op='+') @88:55
                                          .lhs:
                                            BinOp(op='*') @88:55
                                              .lhs:
                                                Name(id='mb') @88:55
                                              .rhs:
                                                Name(id='BLOCK_M') @88:60
                                          .rhs:
                                            Name(id='len_k') @88:70
                                      .rhs:
                                        Name(id='len_q') @88:78
                    Assign(targets=('kpos',)) @89:17
                      .value:
                        BinOp(op='+') @89:24
                          .lhs:
                            Name(id='krow0') @89:24
                          .rhs:
                            Call(kwargs=()) @89:32
                              .func:
                                Name(id='arange') @89:32
                              .args:
                                Name(id='WG_N') @89:39
                    Wait(phase=None) @90:17
                      .target:
                        Index() @90:22
                          .value:
                            Name(id='qd_ready') @90:22
                          .subs:
                            Name(id='slot') @90:31
                    Assign(targets=('s_f',)) @91:17
                      .value:
                        Call(kwargs=()) @91:23
                          .func:
                            Name(id='mma_async') @91:23
                          .args:
                            Index() @91:33
                              .value:
                                Name(id='q_ring') @91:33
                              .subs:
                                Name(id='slot') @91:40
                            Attr(name='T') @91:47
                              .value:
                                Index() @91:47
                                  .value:
                                    Name(id='k_tile') @91:47
                                  .subs:
                                    Name(id='mine') @91:54
                    Assign(targets=('dp_f',)) @92:17
                      .value:
                        Call(kwargs=()) @92:24
                          .func:
                            Name(id='mma_async') @92:24
                          .args:
                            Index() @92:34
                              .value:
                                Name(id='do_ring') @92:34
                              .subs:
                                Name(id='slot') @92:42
                            Attr(name='T') @92:49
                              .value:
                                Index() @92:49
                                  .value:
                                    Name(id='v_tile') @92:49
                                  .subs:
                                    Name(id='mine') @92:56
                    Assign(targets=('s',)) @93:17
                      .value:
                        Call() @93:21
                          .func:
                            Name(id='mma_wait') @93:21
                          .args:
                            Name(id='s_f') @93:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @93:43
                            )
                    Assign(targets=('p', 'dact')) @94:17
                      .value:
                        Call(kwargs=()) @94:27
                          .func:
                            Name(id='probs') @94:27
                          .args:
                            Name(id='s') @94:33
                            Name(id='edge') @94:36
                            Index() @94:42
                              .value:
                                Name(id='qpos') @94:42
                              .subs:
                                FullSlice() @94:47
                                Const(value=None) @94:50
                            Index() @94:57
                              .value:
                                Name(id='kpos') @94:57
                              .subs:
                                Const(value=None) @94:62
                                FullSlice() @94:68
                            Name(id='len_q') @94:72
                            Name(id='len_k') @94:79
                            Index() @94:86
                              .value:
                                Name(id='lse2') @94:86
                              .subs:
                                FullSlice() @94:91
                                Const(value=None) @94:94
                            Name(id='qk_scale') @94:101
                            Name(id='sm_scale') @95:33
                            Name(id='CAUSAL') @95:43
                            Name(id='ACT') @95:51
                    ExprStmt() @96:17
                      .value:
                        Call(kwargs=()) @96:17
                          .func:
                            Name(id='store_smem') @96:17
                          .args:
                            Index() @96:28
                              .value:
                                Name(id='p_s') @96:28
                              .subs:
                                Name(id='wg') @96:32
                            Call(kwargs=()) @96:37
                              .func:
                                Name(id='cast') @96:37
                              .args:
                                Name(id='p') @96:42
                                Name(id='DT') @96:45
                    Fence() @97:17
                    Assign(targets=('dv_f',)) @98:17
                      .value:
                        Call(kwargs=()) @98:24
                          .func:
                            Name(id='mma_async') @98:24
                          .args:
                            Attr(name='T') @98:34
                              .value:
                                Index() @98:34
                                  .value:
                                    Name(id='p_s') @98:34
                                  .subs:
                                    Name(id='wg') @98:38
                            Index() @98:45
                              .value:
                                Name(id='do_ring') @98:45
                              .subs:
                                Name(id='slot') @98:53
                            Name(id='acc_v') @98:60
                    Assign(targets=('dp',)) @99:17
                      .value:
                        Call() @99:22
                          .func:
                            Name(id='mma_wait') @99:22
                          .args:
                            Name(id='dp_f') @99:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @99:45
                            )
                    ExprStmt() @100:17
                      .value:
                        Call(kwargs=()) @100:17
                          .func:
                            Name(id='store_smem') @100:17
                          .args:
                            Index() @100:28
                              .value:
                                Name(id='ds_s') @100:28
                              .subs:
                                Name(id='wg') @100:33
                            Call(kwargs=()) @100:38
                              .func:
                                Name(id='cast') @100:38
                              .args:
                                Call(kwargs=()) @100:43
                                  .func:
                                    Name(id='dscores') @100:43
                                  .args:
                                    Name(id='p') @100:51
                                    Name(id='dact') @100:54
                                    Name(id='dp') @100:60
                                    Index() @100:64
                                      .value:
                                        Name(id='dlt') @100:64
                                      .subs:
                                        FullSlice() @100:68
                                        Const(value=None) @100:71
                                    Name(id='ACT') @100:78
                                Name(id='DT') @100:84
                    Fence() @101:17
                    Assign(targets=('acc_v',)) @102:17
                      .value:
                        Call(kwargs=()) @102:25
                          .func:
                            Name(id='mma_wait') @102:25
                          .args:
                            Name(id='dv_f') @102:34
                    Assign(targets=('last',)) @103:17
                      .value:
                        Name(id='slot') @103:24
                Pipeline(var='j', slot='slot', ring='qd') @104:13
                  .iter:
                    Call(kwargs=()) @104:27
                      .func:
                        Name(id='range') @104:27
                      .args:
                        Const(value=1) @104:33
                        Name(id='steps') @104:36
                  .stages:
                    Name(id='STAGES') @104:56
                  .body:
                    Assign(targets=('head',)) @105:17
                      .value:
                        BinOp(op='+') @105:24
                          .lhs:
                            BinOp(op='*') @105:24
                              .lhs:
                                Name(id='kvh') @105:24
                              .rhs:
                                Name(id='group') @105:30
                          .rhs:
                            BinOp(op='//') @105:38
                              .lhs:
                                Name(id='j') @105:38
                              .rhs:
                                Name(id='n_m') @105:43
                    Assign(targets=('mb',)) @106:17
                      .value:
                        BinOp(op='+') @106:22
                          .lhs:
                            Name(id='m_lo') @106:22
                          .rhs:
                            BinOp(op='%') @106:29
                              .lhs:
                                Name(id='j') @106:29
                              .rhs:
                                Name(id='n_m') @106:33
                    Assign(targets=('qpos',)) @107:17
                      .value:
                        BinOp(op='+') @107:24
                          .lhs:
                            BinOp(op='*') @107:24
                              .lhs:
                                Name(id='mb') @107:24
                              .rhs:
                                Name(id='BLOCK_M') @107:29
                          .rhs:
                            Name(id='qcols') @107:39
                    Assign(targets=('lse2',)) @108:17
                      .value:
                        Call(kwargs=()) @108:24
                          .func:
                            Name(id='zeros') @108:24
                          .args:
                            ListLit() @108:30
                              .elts:
                                Name(id='BLOCK_M') @108:31
                            Name(id='f32') @108:41
                    Assign(targets=('dlt',)) @109:17
                      .value:
                        Call(kwargs=()) @109:23
                          .func:
                            Name(id='zeros') @109:23
                          .args:
                            ListLit() @109:29
                              .elts:
                                Name(id='BLOCK_M') @109:30
                            Name(id='f32') @109:40
                    If(orelse=()) @110:17
                      .cond:
                        BinOp(op='==') @110:20
                          .lhs:
                            Name(id='ACT') @110:20
                          .rhs:
                            Const(value='softmax') @110:27
                      .body:
                        Assign(targets=('qi',)) @111:21
                          .value:
                            BinOp(op='+') @111:26
                              .lhs:
                                Name(id='q0') @111:26
                              .rhs:
                                Call(kwargs=()) @111:31
                                  .func:
                                    Name(id='minimum') @111:31
                                  .args:
                                    Name(id='qpos') @111:39
                                    BinOp(op='-') @111:45
                                      .lhs:
                                        Name(id='len_q') @111:45
                                      .rhs:
                                        Const(value=1) @111:53
                        Assign(targets=('lse2',)) @112:21
                          .value:
                            Index() @112:28
                              .value:
                                Name(id='lse2_t') @112:28
                              .subs:
                                Name(id='head') @112:35
                                Name(id='qi') @112:41
                        Assign(targets=('dlt',)) @113:21
                          .value:
                            Index() @113:27
                              .value:
                                Name(id='delta_t') @113:27
                              .subs:
                                Name(id='head') @113:35
                                Name(id='qi') @113:41
                    Assign(targets=('edge',)) @114:17
                      .value:
                        BinOp(op='>') @114:24
                          .lhs:
                            BinOp(op='*') @114:25
                              .lhs:
                                BinOp(op='+') @114:25
                                  .lhs:
                                    Name(id='mb') @114:25
                                  .rhs:
                                    Const(value=1) @114:30
                              .rhs:
                                Name(id='BLOCK_M') @114:35
                          .rhs:
                            Name(id='len_q') @114:45
                    If(orelse=()) @115:17
                      .cond:
                        Name(id='CAUSAL') @115:20
                      .body:
                        Assign(targets=('edge',)) @116:21
                          .value:
                            BoolOp(op='or') @116:28
                              .values:
                                Name(id='edge') @116:28
                                BinOp(op='>') @116:36
                                  .lhs:
                                    BinOp(op='-') @116:36
                                      .lhs:
                                        BinOp(op='+') @116:36
                                          .lhs:
                                            Name(id='krow0') @116:36
                                          .rhs:
                                            Name(id='WG_N') @116:44
                                      .rhs:
                                        Const(value=1) @116:51
                                  .rhs:
                                    BinOp(op='-') @116:55
                                      .lhs:
                                        BinOp(op='+') @116:55
                                          .lhs:
                                            BinOp(op='*') @116:55
                                              .lhs:
                                                Name(id='mb') @116:55
                                              .rhs:
                                                Name(id='BLOCK_M') @116:60
                                          .rhs:
                                            Name(id='len_k') @116:70
                                      .rhs:
                                        Name(id='len_q') @116:78
                    Assign(targets=('kpos',)) @117:17
                      .value:
                        BinOp(op='+') @117:24
                          .lhs:
                            Name(id='krow0') @117:24
                          .rhs:
                            Call(kwargs=()) @117:32
                              .func:
                                Name(id='arange') @117:32
                              .args:
                                Name(id='WG_N') @117:39
                    Wait(phase=None) @118:17
                      .target:
                        Index() @118:22
                          .value:
                            Name(id='qd_ready') @118:22
                          .subs:
                            Name(id='slot') @118:31
                    Assign(targets=('s_f',)) @119:17
                      .value:
                        Call(kwargs=()) @119:23
                          .func:
                            Name(id='mma_async') @119:23
                          .args:
                            Index() @119:33
                              .value:
                                Name(id='q_ring') @119:33
                              .subs:
                                Name(id='slot') @119:40
                            Attr(name='T') @119:47
                              .value:
                                Index() @119:47
                                  .value:
                                    Name(id='k_tile') @119:47
                                  .subs:
                                    Name(id='mine') @119:54
                    Assign(targets=('dp_f',)) @120:17
                      .value:
                        Call(kwargs=()) @120:24
                          .func:
                            Name(id='mma_async') @120:24
                          .args:
                            Index() @120:34
                              .value:
                                Name(id='do_ring') @120:34
                              .subs:
                                Name(id='slot') @120:42
                            Attr(name='T') @120:49
                              .value:
                                Index() @120:49
                                  .value:
                                    Name(id='v_tile') @120:49
                                  .subs:
                                    Name(id='mine') @120:56
                    Assign(targets=('dk_f',)) @121:17
                      .value:
                        Call(kwargs=()) @121:24
                          .func:
                            Name(id='mma_async') @121:24
                          .args:
                            Attr(name='T') @121:34
                              .value:
                                Index() @121:34
                                  .value:
                                    Name(id='ds_s') @121:34
                                  .subs:
                                    Name(id='wg') @121:39
                            Index() @121:46
                              .value:
                                Name(id='q_ring') @121:46
                              .subs:
                                Name(id='last') @121:53
                            Name(id='acc_k') @121:60
                    Assign(targets=('s',)) @122:17
                      .value:
                        Call() @122:21
                          .func:
                            Name(id='mma_wait') @122:21
                          .args:
                            Name(id='s_f') @122:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=2) @122:43
                            )
                    Assign(targets=('p', 'dact')) @123:17
                      .value:
                        Call(kwargs=()) @123:27
                          .func:
                            Name(id='probs') @123:27
                          .args:
                            Name(id='s') @123:33
                            Name(id='edge') @123:36
                            Index() @123:42
                              .value:
                                Name(id='qpos') @123:42
                              .subs:
                                FullSlice() @123:47
                                Const(value=None) @123:50
                            Index() @123:57
                              .value:
                                Name(id='kpos') @123:57
                              .subs:
                                Const(value=None) @123:62
                                FullSlice() @123:68
                            Name(id='len_q') @123:72
                            Name(id='len_k') @123:79
                            Index() @123:86
                              .value:
                                Name(id='lse2') @123:86
                              .subs:
                                FullSlice() @123:91
                                Const(value=None) @123:94
                            Name(id='qk_scale') @123:101
                            Name(id='sm_scale') @124:33
                            Name(id='CAUSAL') @124:43
                            Name(id='ACT') @124:51
                    ExprStmt() @125:17
                      .value:
                        Call(kwargs=()) @125:17
                          .func:
                            Name(id='store_smem') @125:17
                          .args:
                            Index() @125:28
                              .value:
                                Name(id='p_s') @125:28
                              .subs:
                                Name(id='wg') @125:32
                            Call(kwargs=()) @125:37
                              .func:
                                Name(id='cast') @125:37
                              .args:
                                Name(id='p') @125:42
                                Name(id='DT') @125:45
                    Fence() @126:17
                    Assign(targets=('dv_f',)) @127:17
                      .value:
                        Call(kwargs=()) @127:24
                          .func:
                            Name(id='mma_async') @127:24
                          .args:
                            Attr(name='T') @127:34
                              .value:
                                Index() @127:34
                                  .value:
                                    Name(id='p_s') @127:34
                                  .subs:
                                    Name(id='wg') @127:38
                            Index() @127:45
                              .value:
                                Name(id='do_ring') @127:45
                              .subs:
                                Name(id='slot') @127:53
                            Name(id='acc_v') @127:60
                    Assign(targets=('dp',)) @128:17
                      .value:
                        Call() @128:22
                          .func:
                            Name(id='mma_wait') @128:22
                          .args:
                            Name(id='dp_f') @128:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=2) @128:45
                            )
                    Assign(targets=('ds',)) @129:17
                      .value:
                        Call(kwargs=()) @129:22
                          .func:
                            Name(id='cast') @129:22
                          .args:
                            Call(kwargs=()) @129:27
                              .func:
                                Name(id='dscores') @129:27
                              .args:
                                Name(id='p') @129:35
                                Name(id='dact') @129:38
                                Name(id='dp') @129:44
                                Index() @129:48
                                  .value:
                                    Name(id='dlt') @129:48
                                  .subs:
                                    FullSlice() @129:52
                                    Const(value=None) @129:55
                                Name(id='ACT') @129:62
                            Name(id='DT') @129:68
                    Assign(targets=('acc_k',)) @130:17
                      .value:
                        Call() @130:25
                          .func:
                            Name(id='mma_wait') @130:25
                          .args:
                            Name(id='dk_f') @130:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @130:48
                            )
                    Arrive(count=None) @131:17
                      .target:
                        Index() @131:24
                          .value:
                            Name(id='qd_free') @131:24
                          .subs:
                            Name(id='last') @131:32
                    ExprStmt() @132:17
                      .value:
                        Call(kwargs=()) @132:17
                          .func:
                            Name(id='store_smem') @132:17
                          .args:
                            Index() @132:28
                              .value:
                                Name(id='ds_s') @132:28
                              .subs:
                                Name(id='wg') @132:33
                            Name(id='ds') @132:38
                    Fence() @133:17
                    Assign(targets=('acc_v',)) @134:17
                      .value:
                        Call(kwargs=()) @134:25
                          .func:
                            Name(id='mma_wait') @134:25
                          .args:
                            Name(id='dv_f') @134:34
                    Assign(targets=('last',)) @135:17
                      .value:
                        Name(id='slot') @135:24
                If(orelse=()) @136:13
                  .cond:
                    BinOp(op='>') @136:16
                      .lhs:
                        Name(id='steps') @136:16
                      .rhs:
                        Const(value=0) @136:24
                  .body:
                    Assign(targets=('acc_k',)) @137:17
                      .value:
                        Call(kwargs=()) @137:25
                          .func:
                            Name(id='mma_wait') @137:25
                          .args:
                            Call(kwargs=()) @137:34
                              .func:
                                Name(id='mma_async') @137:34
                              .args:
                                Attr(name='T') @137:44
                                  .value:
                                    Index() @137:44
                                      .value:
                                        Name(id='ds_s') @137:44
                                      .subs:
                                        Name(id='wg') @137:49
                                Index() @137:56
                                  .value:
                                    Name(id='q_ring') @137:56
                                  .subs:
                                    Name(id='last') @137:63
                                Name(id='acc_k') @137:70
                    Arrive(count=None) @138:17
                      .target:
                        Index() @138:24
                          .value:
                            Name(id='qd_free') @138:24
                          .subs:
                            Name(id='last') @138:32
              .orelse:
                Pipeline(var='j', slot='slot', ring='qd') @140:13
                  .iter:
                    Call(kwargs=()) @140:27
                      .func:
                        Name(id='range') @140:27
                      .args:
                        Name(id='steps') @140:33
                  .stages:
                    Name(id='STAGES') @140:53
                  .body:
                    Assign(targets=('head',)) @141:17
                      .value:
                        BinOp(op='+') @141:24
                          .lhs:
                            BinOp(op='*') @141:24
                              .lhs:
                                Name(id='kvh') @141:24
                              .rhs:
                                Name(id='group') @141:30
                          .rhs:
                            BinOp(op='//') @141:38
                              .lhs:
                                Name(id='j') @141:38
                              .rhs:
                                Name(id='n_m') @141:43
                    Assign(targets=('mb',)) @142:17
                      .value:
                        BinOp(op='+') @142:22
                          .lhs:
                            Name(id='m_lo') @142:22
                          .rhs:
                            BinOp(op='%') @142:29
                              .lhs:
                                Name(id='j') @142:29
                              .rhs:
                                Name(id='n_m') @142:33
                    Assign(targets=('qpos',)) @143:17
                      .value:
                        BinOp(op='+') @143:24
                          .lhs:
                            BinOp(op='*') @143:24
                              .lhs:
                                Name(id='mb') @143:24
                              .rhs:
                                Name(id='BLOCK_M') @143:29
                          .rhs:
                            Name(id='qcols') @143:39
                    Assign(targets=('lse2',)) @144:17
                      .value:
                        Call(kwargs=()) @144:24
                          .func:
                            Name(id='zeros') @144:24
                          .args:
                            ListLit() @144:30
                              .elts:
                                Name(id='BLOCK_M') @144:31
                            Name(id='f32') @144:41
                    Assign(targets=('dlt',)) @145:17
                      .value:
                        Call(kwargs=()) @145:23
                          .func:
                            Name(id='zeros') @145:23
                          .args:
                            ListLit() @145:29
                              .elts:
                                Name(id='BLOCK_M') @145:30
                            Name(id='f32') @145:40
                    If(orelse=()) @146:17
                      .cond:
                        BinOp(op='==') @146:20
                          .lhs:
                            Name(id='ACT') @146:20
                          .rhs:
                            Const(value='softmax') @146:27
                      .body:
                        Assign(targets=('qi',)) @150:21
                          .value:
                            BinOp(op='+') @150:26
                              .lhs:
                                Name(id='q0') @150:26
                              .rhs:
                                Call(kwargs=()) @150:31
                                  .func:
                                    Name(id='minimum') @150:31
                                  .args:
                                    Name(id='qpos') @150:39
                                    BinOp(op='-') @150:45
                                      .lhs:
                                        Name(id='len_q') @150:45
                                      .rhs:
                                        Const(value=1) @150:53
                        Assign(targets=('lse2',)) @151:21
                          .value:
                            Index() @151:28
                              .value:
                                Name(id='lse2_t') @151:28
                              .subs:
                                Name(id='head') @151:35
                                Name(id='qi') @151:41
                        Assign(targets=('dlt',)) @152:21
                          .value:
                            Index() @152:27
                              .value:
                                Name(id='delta_t') @152:27
                              .subs:
                                Name(id='head') @152:35
                                Name(id='qi') @152:41
                    Assign(targets=('edge',)) @153:17
                      .value:
                        BinOp(op='>') @153:24
                          .lhs:
                            BinOp(op='*') @153:25
                              .lhs:
                                BinOp(op='+') @153:25
                                  .lhs:
                                    Name(id='mb') @153:25
                                  .rhs:
                                    Const(value=1) @153:30
                              .rhs:
                                Name(id='BLOCK_M') @153:35
                          .rhs:
                            Name(id='len_q') @153:45
                    If(orelse=()) @154:17
                      .cond:
                        Name(id='CAUSAL') @154:20
                      .body:
                        Assign(targets=('edge',)) @155:21
                          .value:
                            BoolOp(op='or') @155:28
                              .values:
                                Name(id='edge') @155:28
                                BinOp(op='>') @155:36
                                  .lhs:
                                    BinOp(op='-') @155:36
                                      .lhs:
                                        BinOp(op='+') @155:36
                                          .lhs:
                                            Name(id='krow0') @155:36
                                          .rhs:
                                            Name(id='WG_N') @155:44
                                      .rhs:
                                        Const(value=1) @155:51
                                  .rhs:
                                    BinOp(op='-') @155:55
                                      .lhs:
                                        BinOp(op='+') @155:55
                                          .lhs:
                                            BinOp(op='*') @155:55
                                              .lhs:
                                                Name(id='mb') @155:55
                                              .rhs:
                                                Name(id='BLOCK_M') @155:60
                                          .rhs:
                                            Name(id='len_k') @155:70
                                      .rhs:
                                        Name(id='len_q') @155:78
                    Wait(phase=None) @156:17
                      .target:
                        Index() @156:22
                          .value:
                            Name(id='qd_ready') @156:22
                          .subs:
                            Name(id='slot') @156:31
                    If() @157:17
                      .cond:
                        Name(id='SMEM_P') @157:20
                      .body:
                        Assign(targets=('s_f',)) @160:21
                          .value:
                            Call(kwargs=()) @160:27
                              .func:
                                Name(id='mma_async') @160:27
                              .args:
                                Index() @160:37
                                  .value:
                                    Name(id='q_ring') @160:37
                                  .subs:
                                    Name(id='slot') @160:44
                                Attr(name='T') @160:51
                                  .value:
                                    Index() @160:51
                                      .value:
                                        Name(id='k_tile') @160:51
                                      .subs:
                                        Name(id='mine') @160:58
                        Assign(targets=('dp_f',)) @161:21
                          .value:
                            Call(kwargs=()) @161:28
                              .func:
                                Name(id='mma_async') @161:28
                              .args:
                                Index() @161:38
                                  .value:
                                    Name(id='do_ring') @161:38
                                  .subs:
                                    Name(id='slot') @161:46
                                Attr(name='T') @161:53
                                  .value:
                                    Index() @161:53
                                      .value:
                                        Name(id='v_tile') @161:53
                                      .subs:
                                        Name(id='mine') @161:60
                        Assign(targets=('s',)) @162:21
                          .value:
                            Call() @162:25
                              .func:
                                Name(id='mma_wait') @162:25
                              .args:
                                Name(id='s_f') @162:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @162:47
                                )
                        Assign(targets=('kpos',)) @165:21
                          .value:
                            BinOp(op='+') @165:28
                              .lhs:
                                Name(id='krow0') @165:28
                              .rhs:
                                Call(kwargs=()) @165:36
                                  .func:
                                    Name(id='arange') @165:36
                                  .args:
                                    Name(id='WG_N') @165:43
                        Assign(targets=('p', 'dact')) @166:21
                          .value:
                            Call(kwargs=()) @166:31
                              .func:
                                Name(id='probs') @166:31
                              .args:
                                Name(id='s') @166:37
                                Name(id='edge') @166:40
                                Index() @166:46
                                  .value:
                                    Name(id='qpos') @166:46
                                  .subs:
                                    FullSlice() @166:51
                                    Const(value=None) @166:54
                                Index() @166:61
                                  .value:
                                    Name(id='kpos') @166:61
                                  .subs:
                                    Const(value=None) @166:66
                                    FullSlice() @166:72
                                Name(id='len_q') @166:76
                                Name(id='len_k') @166:83
                                Index() @166:90
                                  .value:
                                    Name(id='lse2') @166:90
                                  .subs:
                                    FullSlice() @166:95
                                    Const(value=None) @166:98
                                Name(id='qk_scale') @166:105
                                Name(id='sm_scale') @167:37
                                Name(id='CAUSAL') @167:47
                                Name(id='ACT') @167:55
                        ExprStmt() @168:21
                          .value:
                            Call(kwargs=()) @168:21
                              .func:
                                Name(id='store_smem') @168:21
                              .args:
                                Index() @168:32
                                  .value:
                                    Name(id='p_s') @168:32
                                  .subs:
                                    Name(id='wg') @168:36
                                Call(kwargs=()) @168:41
                                  .func:
                                    Name(id='cast') @168:41
                                  .args:
                                    Name(id='p') @168:46
                                    Name(id='DT') @168:49
                        Fence() @169:21
                        Assign(targets=('dv_f',)) @170:21
                          .value:
                            Call(kwargs=()) @170:28
                              .func:
                                Name(id='mma_async') @170:28
                              .args:
                                Attr(name='T') @170:38
                                  .value:
                                    Index() @170:38
                                      .value:
                                        Name(id='p_s') @170:38
                                      .subs:
                                        Name(id='wg') @170:42
                                Index() @170:49
                                  .value:
                                    Name(id='do_ring') @170:49
                                  .subs:
                                    Name(id='slot') @170:57
                                Name(id='acc_v') @170:64
                        Assign(targets=('dp',)) @171:21
                          .value:
                            Call() @171:26
                              .func:
                                Name(id='mma_wait') @171:26
                              .args:
                                Name(id='dp_f') @171:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @171:49
                                )
                        ExprStmt() @172:21
                          .value:
                            Call(kwargs=()) @172:21
                              .func:
                                Name(id='store_smem') @172:21
                              .args:
                                Index() @172:32
                                  .value:
                                    Name(id='ds_s') @172:32
                                  .subs:
                                    Name(id='wg') @172:37
                                Call(kwargs=()) @172:42
                                  .func:
                                    Name(id='cast') @172:42
                                  .args:
                                    Call(kwargs=()) @172:47
                                      .func:
                                        Name(id='dscores') @172:47
                                      .args:
                                        Name(id='p') @172:55
                                        Name(id='dact') @172:58
                                        Name(id='dp') @172:64
                                        Index() @172:68
                                          .value:
                                            Name(id='dlt') @172:68
                                          .subs:
                                            FullSlice() @172:72
                                            Const(value=None) @172:75
                                        Name(id='ACT') @172:82
                                    Name(id='DT') @172:88
                        Fence() @173:21
                        Assign(targets=('dk_f',)) @174:21
                          .value:
                            Call(kwargs=()) @174:28
                              .func:
                                Name(id='mma_async') @174:28
                              .args:
                                Attr(name='T') @174:38
                                  .value:
                                    Index() @174:38
                                      .value:
                                        Name(id='ds_s') @174:38
                                      .subs:
                                        Name(id='wg') @174:43
                                Index() @174:50
                                  .value:
                                    Name(id='q_ring') @174:50
                                  .subs:
                                    Name(id='slot') @174:57
                                Name(id='acc_k') @174:64
                        Assign(targets=('acc_v',)) @175:21
                          .value:
                            Call() @175:29
                              .func:
                                Name(id='mma_wait') @175:29
                              .args:
                                Name(id='dv_f') @175:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @175:52
                                )
                        Assign(targets=('acc_k',)) @176:21
                          .value:
                            Call(kwargs=()) @176:29
                              .func:
                                Name(id='mma_wait') @176:29
                              .args:
                                Name(id='dk_f') @176:38
                      .orelse:
                        Assign(targets=('st_f',)) @180:21
                          .value:
                            Call(kwargs=()) @180:28
                              .func:
                                Name(id='mma_async') @180:28
                              .args:
                                Index() @180:38
                                  .value:
                                    Name(id='k_tile') @180:38
                                  .subs:
                                    Name(id='mine') @180:45
                                Attr(name='T') @180:52
                                  .value:
                                    Index() @180:52
                                      .value:
                                        Name(id='q_ring') @180:52
                                      .subs:
                                        Name(id='slot') @180:59
                        Assign(targets=('dpt_f',)) @181:21
                          .value:
                            Call(kwargs=()) @181:29
                              .func:
                                Name(id='mma_async') @181:29
                              .args:
                                Index() @181:39
                                  .value:
                                    Name(id='v_tile') @181:39
                                  .subs:
                                    Name(id='mine') @181:46
                                Attr(name='T') @181:53
                                  .value:
                                    Index() @181:53
                                      .value:
                                        Name(id='do_ring') @181:53
                                      .subs:
                                        Name(id='slot') @181:61
                        Assign(targets=('st',)) @182:21
                          .value:
                            Call() @182:26
                              .func:
                                Name(id='mma_wait') @182:26
                              .args:
                                Name(id='st_f') @182:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @182:49
                                )
                        Assign(targets=('pt', 'dact')) @183:21
                          .value:
                            Call(kwargs=()) @183:32
                              .func:
                                Name(id='probs') @183:32
                              .args:
                                Name(id='st') @183:38
                                Name(id='edge') @183:42
                                Index() @183:48
                                  .value:
                                    Name(id='qpos') @183:48
                                  .subs:
                                    Const(value=None) @183:53
                                    FullSlice() @183:59
                                Index() @183:63
                                  .value:
                                    Name(id='krows') @183:63
                                  .subs:
                                    FullSlice() @183:69
                                    Const(value=None) @183:72
                                Name(id='len_q') @183:79
                                Name(id='len_k') @183:86
                                Index() @183:93
                                  .value:
                                    Name(id='lse2') @183:93
                                  .subs:
                                    Const(value=None) @183:98
                                    FullSlice() @183:104
                                Name(id='qk_scale') @183:108
                                Name(id='sm_scale') @184:38
                                Name(id='CAUSAL') @184:48
                                Name(id='ACT') @184:56
                        Assign(targets=('dpt',)) @185:21
                          .value:
                            Call(kwargs=()) @185:27
                              .func:
                                Name(id='mma_wait') @185:27
                              .args:
                                Name(id='dpt_f') @185:36
                        Assign(targets=('dv_f',)) @187:21
                          .value:
                            Call(kwargs=()) @187:28
                              .func:
                                Name(id='mma_async') @187:28
                              .args:
                                Call(kwargs=()) @187:38
                                  .func:
                                    Name(id='cast') @187:38
                                  .args:
                                    Name(id='pt') @187:43
                                    Name(id='DT') @187:47
                                Index() @187:52
                                  .value:
                                    Name(id='do_ring') @187:52
                                  .subs:
                                    Name(id='slot') @187:60
                                Name(id='acc_v') @187:67
                        Assign(targets=('dst',)) @188:21
                          .value:
                            Call(kwargs=()) @188:27
                              .func:
                                Name(id='dscores') @188:27
                              .args:
                                Name(id='pt') @188:35
                                Name(id='dact') @188:39
                                Name(id='dpt') @188:45
                                Index() @188:50
                                  .value:
                                    Name(id='dlt') @188:50
                                  .subs:
                                    Const(value=None) @188:54
                                    FullSlice() @188:60
                                Name(id='ACT') @188:64
                        Assign(targets=('dk_f',)) @189:21
                          .value:
                            Call(kwargs=()) @189:28
                              .func:
                                Name(id='mma_async') @189:28
                              .args:
                                Call(kwargs=()) @189:38
                                  .func:
                                    Name(id='cast') @189:38
                                  .args:
                                    Name(id='dst') @189:43
                                    Name(id='DT') @189:48
                                Index() @189:53
                                  .value:
                                    Name(id='q_ring') @189:53
                                  .subs:
                                    Name(id='slot') @189:60
                                Name(id='acc_k') @189:67
                        Assign(targets=('acc_v',)) @190:21
                          .value:
                            Call() @190:29
                              .func:
                                Name(id='mma_wait') @190:29
                              .args:
                                Name(id='dv_f') @190:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @190:52
                                )
                        Assign(targets=('acc_k',)) @191:21
                          .value:
                            Call(kwargs=()) @191:29
                              .func:
                                Name(id='mma_wait') @191:29
                              .args:
                                Name(id='dk_f') @191:38
                    Arrive(count=None) @192:17
                      .target:
                        Index() @192:24
                          .value:
                            Name(id='qd_free') @192:24
                          .subs:
                            Name(id='slot') @192:32
            Arrive(count=None) @193:9
              .target:
                Index() @193:16
                  .value:
                    Name(id='kv_free') @193:16
                  .subs:
                    Name(id='ks') @193:24
            Assign(targets=('k_scale',)) @194:9
              .value:
                Name(id='sm_scale') @194:19
            Assign(targets=('v_scale',)) @195:9
              .value:
                Const(value=1.0) @195:19
            If(orelse=()) @196:9
              .cond:
                BinOp(op='==') @196:12
                  .lhs:
                    Name(id='ACT') @196:12
                  .rhs:
                    Const(value='silu') @196:19
              .body:
                Assign(targets=('k_scale',)) @197:13
                  .value:
                    BinOp(op='*') @197:23
                      .lhs:
                        Name(id='sm_scale') @197:23
                      .rhs:
                        Name(id='out_scale') @197:34
                Assign(targets=('v_scale',)) @198:13
                  .value:
                    Name(id='out_scale') @198:23
            Assign(targets=('live',)) @199:9
              .value:
                BinOp(op='<') @199:16
                  .lhs:
                    Name(id='krows') @199:16
                  .rhs:
                    Name(id='len_k') @199:24
            Store() @200:9
              .target:
                Index() @200:9
                  .value:
                    Name(id='dk') @200:9
                  .subs:
                    Name(id='seq') @200:12
              .subs:
                Index() @200:17
                  .value:
                    Name(id='krows') @200:17
                  .subs:
                    FullSlice() @200:23
                    Const(value=None) @200:26
                Name(id='kvh') @200:33
                Index() @200:38
                  .value:
                    Call(kwargs=()) @200:38
                      .func:
                        Name(id='arange') @200:38
                      .args:
                        Name(id='D') @200:45
                  .subs:
                    Const(value=None) @200:48
                    FullSlice() @200:54
              .value:
                Call(kwargs=()) @200:60
                  .func:
                    Name(id='cast') @200:60
                  .args:
                    BinOp(op='*') @200:65
                      .lhs:
                        Name(id='acc_k') @200:65
                      .rhs:
                        Name(id='k_scale') @200:73
                    Name(id='DT') @200:82
              .mask:
                Index() @200:92
                  .value:
                    Name(id='live') @200:92
                  .subs:
                    FullSlice() @200:97
                    Const(value=None) @200:100
            Store() @201:9
              .target:
                Index() @201:9
                  .value:
                    Name(id='dv') @201:9
                  .subs:
                    Name(id='seq') @201:12
              .subs:
                Index() @201:17
                  .value:
                    Name(id='krows') @201:17
                  .subs:
                    FullSlice() @201:23
                    Const(value=None) @201:26
                Name(id='kvh') @201:33
                Index() @201:38
                  .value:
                    Call(kwargs=()) @201:38
                      .func:
                        Name(id='arange') @201:38
                      .args:
                        Name(id='D') @201:45
                  .subs:
                    Const(value=None) @201:48
                    FullSlice() @201:54
              .value:
                Call(kwargs=()) @201:60
                  .func:
                    Name(id='cast') @201:60
                  .args:
                    BinOp(op='*') @201:65
                      .lhs:
                        Name(id='acc_v') @201:65
                      .rhs:
                        Name(id='v_scale') @201:73
                    Name(id='DT') @201:82
              .mask:
                Index() @201:92
                  .value:
                    Name(id='live') @201:92
                  .subs:
                    FullSlice() @201:97
                    Const(value=None) @201:100