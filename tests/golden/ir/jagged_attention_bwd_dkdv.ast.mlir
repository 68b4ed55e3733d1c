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
            BoolOp(op='and') @12:45
              .values:
                BinOp(op='==') @12:45
                  .lhs:
                    Name(id='TARGET') @12:45
                  .rhs:
                    Const(value='gluon') @12:55
                BinOp(op='==') @12:67
                  .lhs:
                    Name(id='D') @12:67
                  .rhs:
                    Const(value=128) @12:72
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
                Assign(targets=('last',)) @76:13
                  .value:
                    Const(value=0) @76:20
                Pipeline(var='j', slot='slot', ring='qd') @77:13
                  .iter:
                    Call(kwargs=()) @77:27
                      .func:
                        Name(id='range') @77:27
                      .args:
                        Call(kwargs=()) @77:33
                          .func:
                            Name(id='minimum') @77:33
                          .args:
                            Name(id='steps') @77:41
                            Const(value=1) @77:48
                  .stages:
                    Name(id='STAGES') @77:65
                  .body:
                    Assign(targets=('head',)) @78:17
                      .value:
                        BinOp(op='+') @78:24
                          .lhs:
                            BinOp(op='*') @78:24
                              .lhs:
                                Name(id='kvh') @78:24
                              .rhs:
                                Name(id='group') @78:30
                          .rhs:
                            BinOp(op='//') @78:38
                              .lhs:
                                Name(id='j') @78:38
                              .rhs:
                                Name(id='n_m') @78:43
                    Assign(targets=('mb',)) @79:17
                      .value:
                        BinOp(op='+') @79:22
                          .lhs:
                            Name(id='m_lo') @79:22
                          .rhs:
                            BinOp(op='%') @79:29
                              .lhs:
                                Name(id='j') @79:29
                              .rhs:
                                Name(id='n_m') @79:33
                    Assign(targets=('qpos',)) @80:17
                      .value:
                        BinOp(op='+') @80:24
                          .lhs:
                            BinOp(op='*') @80:24
                              .lhs:
                                Name(id='mb') @80:24
                              .rhs:
                                Name(id='BLOCK_M') @80:29
                          .rhs:
                            Name(id='qcols') @80:39
                    Assign(targets=('lse2',)) @81:17
                      .value:
                        Call(kwargs=()) @81:24
                          .func:
                            Name(id='zeros') @81:24
                          .args:
                            ListLit() @81:30
                              .elts:
                                Name(id='BLOCK_M') @81:31
                            Name(id='f32') @81:41
                    Assign(targets=('dlt',)) @82:17
                      .value:
                        Call(kwargs=()) @82:23
                          .func:
                            Name(id='zeros') @82:23
                          .args:
                            ListLit() @82:29
                              .elts:
                                Name(id='BLOCK_M') @82:30
                            Name(id='f32') @82:40
                    If(orelse=()) @83:17
                      .cond:
                        BinOp(op='==') @83:20
                          .lhs:
                            Name(id='ACT') @83:20
                          .rhs:
                            Const(value='softmax') @83:27
                      .body:
                        Assign(targets=('qi',)) @84:21
                          .value:
                            BinOp(op='+') @84:26
                              .lhs:
                                Name(id='q0') @84:26
                              .rhs:
                                Call(kwargs=()) @84:31
                                  .func:
                                    Name(id='minimum') @84:31
                                  .args:
                                    Name(id='qpos') @84:39
                                    BinOp(op='-') @84:45
                                      .lhs:
                                        Name(id='len_q') @84:45
                                      .rhs:
                                        Const(value=1) @84:53
                        Assign(targets=('lse2',)) @85:21
                          .value:
                            Index() @85:28
                              .value:
                                Name(id='lse2_t') @85:28
                              .subs:
                                Name(id='head') @85:35
                                Name(id='qi') @85:41
                        Assign(targets=('dlt',)) @86:21
                          .value:
                            Index() @86:27
                              .value:
                                Name(id='delta_t') @86:27
                              .subs:
                                Name(id='head') @86:35
                                Name(id='qi') @86:41
                    Assign(targets=('edge',)) @87:17
                      .value:
                        BinOp(op='>') @87:24
                          .lhs:
                            BinOp(op='*') @87:25
                              .lhs:
                                BinOp(op='+') @87:25
                                  .lhs:
                                    Name(id='mb') @87:25
                                  .rhs:
                                    Const(value=1) @87:30
                              .rhs:
                                Name(id='BLOCK_M') @87:35
                          .rhs:
                            Name(id='len_q') @87:45
                    If(orelse=()) @88:17
                      .cond:
                        Name(id='CAUSAL') @88:20
                      .body:
                        Assign(targets=('edge',)) @89:21
                          .value:
                            BoolOp(op='or') @89:28
                              .values:
                                Name(id='edge') @89:28
                                BinOp(op='>') @89:36
                                  .lhs:
                                    BinOp(op='-') @89:36
                                      .lhs:
                                        BinOp(op='+') @89:36
                                          .lhs:
                                            Name(id='krow0') @89:36
                                          .rhs:
                                            Name(id='WG_N') @89:44
                                      .rhs:
                                        Const(value=1) @89:51
                                  .rhs:
                                    BinOp(op='-') @89:55
                                      .lhs:
                                        BinOp(op='+') @89:55
                                          .lhs:
                                            BinOp(op='*') @89:55
                                              .lhs:
                                                Name(id='mb') @89:55
                                              .rhs:
                                                Name(id='BLOCK_M') @89:60
                                          .rhs:
                                            Name(id='len_k') @89:70
                                      .rhs:
                                        Name(id='len_q') @89:78
                    Assign(targets=('kpos',)) @90:17
                      .value:
                        BinOp(op='+') @90:24
                          .lhs:
                            Name(id='krow0') @90:24
                          .rhs:
                            Call(kwargs=()) @90:32
                              .func:
                                Name(id='arange') @90:32
                              .args:
                                Name(id='WG_N') @90:39
                    Wait(phase=None) @91:17
                      .target:
                        Index() @91:22
                          .value:
                            Name(id='qd_ready') @91:22
                          .subs:
                            Name(id='slot') @91:31
                    Assign(targets=('s_f',)) @92:17
                      .value:
                        Call(kwargs=()) @92:23
                          .func:
                            Name(id='mma_async') @92:23
                          .args:
                            Index() @92:33
                              .value:
                                Name(id='q_ring') @92:33
                              .subs:
                                Name(id='slot') @92:40
                            Attr(name='T') @92:47
                              .value:
                                Index() @92:47
                                  .value:
                                    Name(id='k_tile') @92:47
                                  .subs:
                                    Name(id='mine') @92:54
                    Assign(targets=('dp_f',)) @93:17
                      .value:
                        Call(kwargs=()) @93:24
                          .func:
                            Name(id='mma_async') @93:24
                          .args:
                            Index() @93:34
                              .value:
                                Name(id='do_ring') @93:34
                              .subs:
                                Name(id='slot') @93:42
                            Attr(name='T') @93:49
                              .value:
                                Index() @93:49
                                  .value:
                                    Name(id='v_tile') @93:49
                                  .subs:
                                    Name(id='mine') @93:56
                    Assign(targets=('s',)) @94:17
                      .value:
                        Call() @94:21
                          .func:
                            Name(id='mma_wait') @94:21
                          .args:
                            Name(id='s_f') @94:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @94:43
                            )
                    Assign(targets=('p', 'dact')) @95:17
                      .value:
                        Call(kwargs=()) @95:27
                          .func:
                            Name(id='probs') @95:27
                          .args:
                            Name(id='s') @95:33
                            Name(id='edge') @95:36
                            Index() @95:42
                              .value:
                                Name(id='qpos') @95:42
                              .subs:
                                FullSlice() @95:47
                                Const(value=None) @95:50
                            Index() @95:57
                              .value:
                                Name(id='kpos') @95:57
                              .subs:
                                Const(value=None) @95:62
                                FullSlice() @95:68
                            Name(id='len_q') @95:72
                            Name(id='len_k') @95:79
                            Index() @95:86
                              .value:
                                Name(id='lse2') @95:86
                              .subs:
                                FullSlice() @95:91
                                Const(value=None) @95:94
                            Name(id='qk_scale') @95:101
                            Name(id='sm_scale') @96:33
                            Name(id='CAUSAL') @96:43
                            Name(id='ACT') @96:51
                    ExprStmt() @97:17
                      .value:
                        Call(kwargs=()) @97:17
                          .func:
                            Name(id='store_smem') @97:17
                          .args:
                            Index() @97:28
                              .value:
                                Name(id='p_s') @97:28
                              .subs:
                                Name(id='wg') @97:32
                            Call(kwargs=()) @97:37
                              .func:
                                Name(id='cast') @97:37
                              .args:
                                Name(id='p') @97:42
                                Name(id='DT') @97:45
                    Fence() @98:17
                    Assign(targets=('dv_f',)) @99:17
                      .value:
                        Call(kwargs=()) @99:24
                          .func:
                            Name(id='mma_async') @99:24
                          .args:
                            Attr(name='T') @99:34
                              .value:
                                Index() @99:34
                                  .value:
                                    Name(id='p_s') @99:34
                                  .subs:
                                    Name(id='wg') @99:38
                            Index() @99:45
                              .value:
                                Name(id='do_ring') @99:45
                              .subs:
                                Name(id='slot') @99:53
                            Name(id='acc_v') @99:60
                    Assign(targets=('dp',)) @100:17
                      .value:
                        Call() @100:22
                          .func:
                            Name(id='mma_wait') @100:22
                          .args:
                            Name(id='dp_f') @100:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @100:45
                            )
                    ExprStmt() @101:17
                      .value:
                        Call(kwargs=()) @101:17
                          .func:
                            Name(id='store_smem') @101:17
                          .args:
                            Index() @101:28
                              .value:
                                Name(id='ds_s') @101:28
                              .subs:
                                Name(id='wg') @101:33
                            Call(kwargs=()) @101:38
                              .func:
                                Name(id='cast') @101:38
                              .args:
                                Call(kwargs=()) @101:43
                                  .func:
                                    Name(id='dscores') @101:43
                                  .args:
                                    Name(id='p') @101:51
                                    Name(id='dact') @101:54
                                    Name(id='dp') @101:60
                                    Index() @101:64
                                      .value:
                                        Name(id='dlt') @101:64
                                      .subs:
                                        FullSlice() @101:68
                                        Const(value=None) @101:71
                                    Name(id='ACT') @101:78
                                Name(id='DT') @101:84
                    Fence() @102:17
                    Assign(targets=('acc_v',)) @103:17
                      .value:
                        Call(kwargs=()) @103:25
                          .func:
                            Name(id='mma_wait') @103:25
                          .args:
                            Name(id='dv_f') @103:34
                    Assign(targets=('last',)) @104:17
                      .value:
                        Name(id='slot') @104:24
                Pipeline(var='j', slot='slot', ring='qd') @105:13
                  .iter:
                    Call(kwargs=()) @105:27
                      .func:
                        Name(id='range') @105:27
                      .args:
                        Const(value=1) @105:33
                        Name(id='steps') @105:36
                  .stages:
                    Name(id='STAGES') @105:56
                  .body:
                    Assign(targets=('head',)) @106:17
                      .value:
                        BinOp(op='+') @106:24
                          .lhs:
                            BinOp(op='*') @106:24
                              .lhs:
                                Name(id='kvh') @106:24
                              .rhs:
                                Name(id='group') @106:30
                          .rhs:
                            BinOp(op='//') @106:38
                              .lhs:
                                Name(id='j') @106:38
                              .rhs:
                                Name(id='n_m') @106:43
                    Assign(targets=('mb',)) @107:17
                      .value:
                        BinOp(op='+') @107:22
                          .lhs:
                            Name(id='m_lo') @107:22
                          .rhs:
                            BinOp(op='%') @107:29
                              .lhs:
                                Name(id='j') @107:29
                              .rhs:
                                Name(id='n_m') @107:33
                    Assign(targets=('qpos',)) @108:17
                      .value:
                        BinOp(op='+') @108:24
                          .lhs:
                            BinOp(op='*') @108:24
                              .lhs:
                                Name(id='mb') @108:24
                              .rhs:
                                Name(id='BLOCK_M') @108:29
                          .rhs:
                            Name(id='qcols') @108:39
                    Assign(targets=('lse2',)) @109:17
                      .value:
                        Call(kwargs=()) @109:24
                          .func:
                            Name(id='zeros') @109:24
                          .args:
                            ListLit() @109:30
                              .elts:
                                Name(id='BLOCK_M') @109:31
                            Name(id='f32') @109:41
                    Assign(targets=('dlt',)) @110:17
                      .value:
                        Call(kwargs=()) @110:23
                          .func:
                            Name(id='zeros') @110:23
                          .args:
                            ListLit() @110:29
                              .elts:
                                Name(id='BLOCK_M') @110:30
                            Name(id='f32') @110:40
                    If(orelse=()) @111:17
                      .cond:
                        BinOp(op='==') @111:20
                          .lhs:
                            Name(id='ACT') @111:20
                          .rhs:
                            Const(value='softmax') @111:27
                      .body:
                        Assign(targets=('qi',)) @112:21
                          .value:
                            BinOp(op='+') @112:26
                              .lhs:
                                Name(id='q0') @112:26
                              .rhs:
                                Call(kwargs=()) @112:31
                                  .func:
                                    Name(id='minimum') @112:31
                                  .args:
                                    Name(id='qpos') @112:39
                                    BinOp(op='-') @112:45
                                      .lhs:
                                        Name(id='len_q') @112:45
                                      .rhs:
                                        Const(value=1) @112:53
                        Assign(targets=('lse2',)) @113:21
                          .value:
                            Index() @113:28
                              .value:
                                Name(id='lse2_t') @113:28
                              .subs:
                                Name(id='head') @113:35
                                Name(id='qi') @113:41
                        Assign(targets=('dlt',)) @114:21
                          .value:
                            Index() @114:27
                              .value:
                                Name(id='delta_t') @114:27
                              .subs:
                                Name(id='head') @114:35
                                Name(id='qi') @114:41
                    Assign(targets=('edge',)) @115:17
                      .value:
                        BinOp(op='>') @115:24
                          .lhs:
                            BinOp(op='*') @115:25
                              .lhs:
                                BinOp(op='+') @115:25
                                  .lhs:
                                    Name(id='mb') @115:25
                                  .rhs:
                                    Const(value=1) @115:30
                              .rhs:
                                Name(id='BLOCK_M') @115:35
                          .rhs:
                            Name(id='len_q') @115:45
                    If(orelse=()) @116:17
                      .cond:
                        Name(id='CAUSAL') @116:20
                      .body:
                        Assign(targets=('edge',)) @117:21
                          .value:
                            BoolOp(op='or') @117:28
                              .values:
                                Name(id='edge') @117:28
                                BinOp(op='>') @117:36
                                  .lhs:
                                    BinOp(op='-') @117:36
                                      .lhs:
                                        BinOp(op='+') @117:36
                                          .lhs:
                                            Name(id='krow0') @117:36
                                          .rhs:
                                            Name(id='WG_N') @117:44
                                      .rhs:
                                        Const(value=1) @117:51
                                  .rhs:
                                    BinOp(op='-') @117:55
                                      .lhs:
                                        BinOp(op='+') @117:55
                                          .lhs:
                                            BinOp(op='*') @117:55
                                              .lhs:
                                                Name(id='mb') @117:55
                                              .rhs:
                                                Name(id='BLOCK_M') @117:60
                                          .rhs:
                                            Name(id='len_k') @117:70
                                      .rhs:
                                        Name(id='len_q') @117:78
                    Assign(targets=('kpos',)) @118:17
                      .value:
                        BinOp(op='+') @118:24
                          .lhs:
                            Name(id='krow0') @118:24
                          .rhs:
                            Call(kwargs=()) @118:32
                              .func:
                                Name(id='arange') @118:32
                              .args:
                                Name(id='WG_N') @118:39
                    Wait(phase=None) @119:17
                      .target:
                        Index() @119:22
                          .value:
                            Name(id='qd_ready') @119:22
                          .subs:
                            Name(id='slot') @119:31
                    Assign(targets=('s_f',)) @120:17
                      .value:
                        Call(kwargs=()) @120:23
                          .func:
                            Name(id='mma_async') @120:23
                          .args:
                            Index() @120:33
                              .value:
                                Name(id='q_ring') @120:33
                              .subs:
                                Name(id='slot') @120:40
                            Attr(name='T') @120:47
                              .value:
                                Index() @120:47
                                  .value:
                                    Name(id='k_tile') @120:47
                                  .subs:
                                    Name(id='mine') @120:54
                    Assign(targets=('dp_f',)) @121:17
                      .value:
                        Call(kwargs=()) @121:24
                          .func:
                            Name(id='mma_async') @121:24
                          .args:
                            Index() @121:34
                              .value:
                                Name(id='do_ring') @121:34
                              .subs:
                                Name(id='slot') @121:42
                            Attr(name='T') @121:49
                              .value:
                                Index() @121:49
                                  .value:
                                    Name(id='v_tile') @121:49
                                  .subs:
                                    Name(id='mine') @121:56
                    Assign(targets=('dk_f',)) @122:17
                      .value:
                        Call(kwargs=()) @122:24
                          .func:
                            Name(id='mma_async') @122:24
                          .args:
                            Attr(name='T') @122:34
                              .value:
                                Index() @122:34
                                  .value:
                                    Name(id='ds_s') @122:34
                                  .subs:
                                    Name(id='wg') @122:39
                            Index() @122:46
                              .value:
                                Name(id='q_ring') @122:46
                              .subs:
                                Name(id='last') @122:53
                            Name(id='acc_k') @122:60
                    Assign(targets=('s',)) @123:17
                      .value:
                        Call() @123:21
                          .func:
                            Name(id='mma_wait') @123:21
                          .args:
                            Name(id='s_f') @123:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=2) @123:43
                            )
                    Assign(targets=('p', 'dact')) @124:17
                      .value:
                        Call(kwargs=()) @124:27
                          .func:
                            Name(id='probs') @124:27
                          .args:
                            Name(id='s') @124:33
                            Name(id='edge') @124:36
                            Index() @124:42
                              .value:
                                Name(id='qpos') @124:42
                              .subs:
                                FullSlice() @124:47
                                Const(value=None) @124:50
                            Index() @124:57
                              .value:
                                Name(id='kpos') @124:57
                              .subs:
                                Const(value=None) @124:62
                                FullSlice() @124:68
                            Name(id='len_q') @124:72
                            Name(id='len_k') @124:79
                            Index() @124:86
                              .value:
                                Name(id='lse2') @124:86
                              .subs:
                                FullSlice() @124:91
                                Const(value=None) @124:94
                            Name(id='qk_scale') @124:101
                            Name(id='sm_scale') @125:33
                            Name(id='CAUSAL') @125:43
                            Name(id='ACT') @125:51
                    ExprStmt() @126:17
                      .value:
                        Call(kwargs=()) @126:17
                          .func:
                            Name(id='store_smem') @126:17
                          .args:
                            Index() @126:28
                              .value:
                                Name(id='p_s') @126:28
                              .subs:
                                Name(id='wg') @126:32
                            Call(kwargs=()) @126:37
                              .func:
                                Name(id='cast') @126:37
                              .args:
                                Name(id='p') @126:42
                                Name(id='DT') @126:45
                    Fence() @127:17
                    Assign(targets=('dv_f',)) @128:17
                      .value:
                        Call(kwargs=()) @128:24
                          .func:
                            Name(id='mma_async') @128:24
                          .args:
                            Attr(name='T') @128:34
                              .value:
                                Index() @128:34
                                  .value:
                                    Name(id='p_s') @128:34
                                  .subs:
                                    Name(id='wg') @128:38
                            Index() @128:45
                              .value:
                                Name(id='do_ring') @128:45
                              .subs:
                                Name(id='slot') @128:53
                            Name(id='acc_v') @128:60
                    Assign(targets=('dp',)) @129:17
                      .value:
                        Call() @129:22
                          .func:
                            Name(id='mma_wait') @129:22
                          .args:
                            Name(id='dp_f') @129:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=2) @129:45
                            )
                    Assign(targets=('ds',)) @130:17
                      .value:
                        Call(kwargs=()) @130:22
                          .func:
                            Name(id='cast') @130:22
                          .args:
                            Call(kwargs=()) @130:27
                              .func:
                                Name(id='dscores') @130:27
                              .args:
                                Name(id='p') @130:35
                                Name(id='dact') @130:38
                                Name(id='dp') @130:44
                                Index() @130:48
                                  .value:
                                    Name(id='dlt') @130:48
                                  .subs:
                                    FullSlice() @130:52
                                    Const(value=None) @130:55
                                Name(id='ACT') @130:62
                            Name(id='DT') @130:68
                    Assign(targets=('acc_k',)) @131:17
                      .value:
                        Call() @131:25
                          .func:
                            Name(id='mma_wait') @131:25
                          .args:
                            Name(id='dk_f') @131:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @131:48
                            )
                    Arrive(count=None) @132:17
                      .target:
                        Index() @132:24
                          .value:
                            Name(id='qd_free') @132:24
                          .subs:
                            Name(id='last') @132:32
                    ExprStmt() @133:17
                      .value:
                        Call(kwargs=()) @133:17
                          .func:
                            Name(id='store_smem') @133:17
                          .args:
                            Index() @133:28
                              .value:
                                Name(id='ds_s') @133:28
                              .subs:
                                Name(id='wg') @133:33
                            Name(id='ds') @133:38
                    Fence() @134:17
                    Assign(targets=('acc_v',)) @135:17
                      .value:
                        Call(kwargs=()) @135:25
                          .func:
                            Name(id='mma_wait') @135:25
                          .args:
                            Name(id='dv_f') @135:34
                    Assign(targets=('last',)) @136:17
                      .value:
                        Name(id='slot') @136:24
                If(orelse=()) @137:13
                  .cond:
                    BinOp(op='>') @137:16
                      .lhs:
                        Name(id='steps') @137:16
                      .rhs:
                        Const(value=0) @137:24
                  .body:
                    Assign(targets=('acc_k',)) @138:17
                      .value:
                        Call(kwargs=()) @138:25
                          .func:
                            Name(id='mma_wait') @138:25
                          .args:
                            Call(kwargs=()) @138:34
                              .func:
                                Name(id='mma_async') @138:34
                              .args:
                                Attr(name='T') @138:44
                                  .value:
                                    Index() @138:44
                                      .value:
                                        Name(id='ds_s') @138:44
                                      .subs:
                                        Name(id='wg') @138:49
                                Index() @138:56
                                  .value:
                                    Name(id='q_ring') @138:56
                                  .subs:
                                    Name(id='last') @138:63
                                Name(id='acc_k') @138:70
                    Arrive(count=None) @139:17
                      .target:
                        Index() @139:24
                          .value:
                            Name(id='qd_free') @139:24
                          .subs:
                            Name(id='last') @139:32
              .orelse:
                Pipeline(var='j', slot='slot', ring='qd') @141:13
                  .iter:
                    Call(kwargs=()) @141:27
                      .func:
                        Name(id='range') @141:27
                      .args:
                        Name(id='steps') @141:33
                  .stages:
                    Name(id='STAGES') @141:53
                  .body:
                    Assign(targets=('head',)) @142:17
                      .value:
                        BinOp(op='+') @142:24
                          .lhs:
                            BinOp(op='*') @142:24
                              .lhs:
                                Name(id='kvh') @142:24
                              .rhs:
                                Name(id='group') @142:30
                          .rhs:
                            BinOp(op='//') @142:38
                              .lhs:
                                Name(id='j') @142:38
                              .rhs:
                                Name(id='n_m') @142:43
                    Assign(targets=('mb',)) @143:17
                      .value:
                        BinOp(op='+') @143:22
                          .lhs:
                            Name(id='m_lo') @143:22
                          .rhs:
                            BinOp(op='%') @143:29
                              .lhs:
                                Name(id='j') @143:29
                              .rhs:
                                Name(id='n_m') @143:33
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
                    If(orelse=()) @147:17
                      .cond:
                        BinOp(op='==') @147:20
                          .lhs:
                            Name(id='ACT') @147:20
                          .rhs:
                            Const(value='softmax') @147:27
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
                    Assign(targets=('edge',)) @154:17
                      .value:
                        BinOp(op='>') @154:24
                          .lhs:
                            BinOp(op='*') @154:25
                              .lhs:
                                BinOp(op='+') @154:25
                                  .lhs:
                                    Name(id='mb') @154:25
                                  .rhs:
                                    Const(value=1) @154:30
                              .rhs:
                                Name(id='BLOCK_M') @154:35
                          .rhs:
                            Name(id='len_q') @154:45
                    If(orelse=()) @155:17
                      .cond:
                        Name(id='CAUSAL') @155:20
                      .body:
                        Assign(targets=('edge',)) @156:21
                          .value:
                            BoolOp(op='or') @156:28
                              .values:
                                Name(id='edge') @156:28
                                BinOp(op='>') @156:36
                                  .lhs:
                                    BinOp(op='-') @156:36
                                      .lhs:
                                        BinOp(op='+') @156:36
                                          .lhs:
                                            Name(id='krow0') @156:36
                                          .rhs:
                                            Name(id='WG_N') @156:44
                                      .rhs:
                                        Const(value=1) @156:51
                                  .rhs:
                                    BinOp(op='-') @156:55
                                      .lhs:
                                        BinOp(op='+') @156:55
                                          .lhs:
                                            BinOp(op='*') @156:55
                                              .lhs:
                                                Name(id='mb') @156:55
                                              .rhs:
                                                Name(id='BLOCK_M') @156:60
                                          .rhs:
                                            Name(id='len_k') @156:70
                                      .rhs:
                                        Name(id='len_q') @156:78
                    Wait(phase=None) @157:17
                      .target:
                        Index() @157:22
                          .value:
                            Name(id='qd_ready') @157:22
                          .subs:
                            Name(id='slot') @157:31
                    If() @158:17
                      .cond:
                        Name(id='SMEM_P') @158:20
                      .body:
                        Assign(targets=('s_f',)) @161:21
                          .value:
                            Call(kwargs=()) @161:27
                              .func:
                                Name(id='mma_async') @161:27
                              .args:
                                Index() @161:37
                                  .value:
                                    Name(id='q_ring') @161:37
                                  .subs:
                                    Name(id='slot') @161:44
                                Attr(name='T') @161:51
                                  .value:
                                    Index() @161:51
                                      .value:
                                        Name(id='k_tile') @161:51
                                      .subs:
                                        Name(id='mine') @161:58
                        Assign(targets=('dp_f',)) @162:21
                          .value:
                            Call(kwargs=()) @162:28
                              .func:
                                Name(id='mma_async') @162:28
                              .args:
                                Index() @162:38
                                  .value:
                                    Name(id='do_ring') @162:38
                                  .subs:
                                    Name(id='slot') @162:46
                                Attr(name='T') @162:53
                                  .value:
                                    Index() @162:53
                                      .value:
                                        Name(id='v_tile') @162:53
                                      .subs:
                                        Name(id='mine') @162:60
                        Assign(targets=('s',)) @163:21
                          .value:
                            Call() @163:25
                              .func:
                                Name(id='mma_wait') @163:25
                              .args:
                                Name(id='s_f') @163:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @163:47
                                )
                        Assign(targets=('kpos',)) @166:21
                          .value:
                            BinOp(op='+') @166:28
                              .lhs:
                                Name(id='krow0') @166:28
                              .rhs:
                                Call(kwargs=()) @166:36
                                  .func:
                                    Name(id='arange') @166:36
                                  .args:
                                    Name(id='WG_N') @166:43
                        Assign(targets=('p', 'dact')) @167:21
                          .value:
                            Call(kwargs=()) @167:31
                              .func:
                                Name(id='probs') @167:31
                              .args:
                                Name(id='s') @167:37
                                Name(id='edge') @167:40
                                Index() @167:46
                                  .value:
                                    Name(id='qpos') @167:46
                                  .subs:
                                    FullSlice() @167:51
                                    Const(value=None) @167:54
                                Index() @167:61
                                  .value:
                                    Name(id='kpos') @167:61
                                  .subs:
                                    Const(value=None) @167:66
                                    FullSlice() @167:72
                                Name(id='len_q') @167:76
                                Name(id='len_k') @167:83
                                Index() @167:90
                                  .value:
                                    Name(id='lse2') @167:90
                                  .subs:
                                    FullSlice() @167:95
                                    Const(value=None) @167:98
                                Name(id='qk_scale') @167:105
                                Name(id='sm_scale') @168:37
                                Name(id='CAUSAL') @168:47
                                Name(id='ACT') @168:55
                        ExprStmt() @169:21
                          .value:
                            Call(kwargs=()) @169:21
                              .func:
                                Name(id='store_smem') @169:21
                              .args:
                                Index() @169:32
                                  .value:
                                    Name(id='p_s') @169:32
                                  .subs:
                                    Name(id='wg') @169:36
                                Call(kwargs=()) @169:41
                                  .func:
                                    Name(id='cast') @169:41
                                  .args:
                                    Name(id='p') @169:46
                                    Name(id='DT') @169:49
                        Fence() @170:21
                        Assign(targets=('dv_f',)) @171:21
                          .value:
                            Call(kwargs=()) @171:28
                              .func:
                                Name(id='mma_async') @171:28
                              .args:
                                Attr(name='T') @171:38
                                  .value:
                                    Index() @171:38
                                      .value:
                                        Name(id='p_s') @171:38
                                      .subs:
                                        Name(id='wg') @171:42
                                Index() @171:49
                                  .value:
                                    Name(id='do_ring') @171:49
                                  .subs:
                                    Name(id='slot') @171:57
                                Name(id='acc_v') @171:64
                        Assign(targets=('dp',)) @172:21
                          .value:
                            Call() @172:26
                              .func:
                                Name(id='mma_wait') @172:26
                              .args:
                                Name(id='dp_f') @172:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @172:49
                                )
                        ExprStmt() @173:21
                          .value:
                            Call(kwargs=()) @173:21
                              .func:
                                Name(id='store_smem') @173:21
                              .args:
                                Index() @173:32
                                  .value:
                                    Name(id='ds_s') @173:32
                                  .subs:
                                    Name(id='wg') @173:37
                                Call(kwargs=()) @173:42
                                  .func:
                                    Name(id='cast') @173:42
                                  .args:
                                    Call(kwargs=()) @173:47
                                      .func:
                                        Name(id='dscores') @173:47
                                      .args:
                                        Name(id='p') @173:55
                                        Name(id='dact') @173:58
                                        Name(id='dp') @173:64
                                        Index() @173:68
                                          .value:
                                            Name(id='dlt') @173:68
                                          .subs:
                                            FullSlice() @173:72
                                            Const(value=None) @173:75
                                        Name(id='ACT') @173:82
                                    Name(id='DT') @173:88
                        Fence() @174:21
                        Assign(targets=('dk_f',)) @175:21
                          .value:
                            Call(kwargs=()) @175:28
                              .func:
                                Name(id='mma_async') @175:28
                              .args:
                                Attr(name='T') @175:38
                                  .value:
                                    Index() @175:38
                                      .value:
                                        Name(id='ds_s') @175:38
                                      .subs:
                                        Name(id='wg') @175:43
                                Index() @175:50
                                  .value:
                                    Name(id='q_ring') @175:50
                                  .subs:
                                    Name(id='slot') @175:57
                                Name(id='acc_k') @175:64
                        Assign(targets=('acc_v',)) @176:21
                          .value:
                            Call() @176:29
                              .func:
                                Name(id='mma_wait') @176:29
                              .args:
                                Name(id='dv_f') @176:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @176:52
                                )
                        Assign(targets=('acc_k',)) @177:21
                          .value:
                            Call(kwargs=()) @177:29
                              .func:
                                Name(id='mma_wait') @177:29
                              .args:
                                Name(id='dk_f') @177:38
                      .orelse:
                        Assign(targets=('st_f',)) @181:21
                          .value:
                            Call(kwargs=()) @181:28
                              .func:
                                Name(id='mma_async') @181:28
                              .args:
                                Index() @181:38
                                  .value:
                                    Name(id='k_tile') @181:38
                                  .subs:
                                    Name(id='mine') @181:45
                                Attr(name='T') @181:52
                                  .value:
                                    Index() @181:52
                                      .value:
                                        Name(id='q_ring') @181:52
                                      .subs:
                                        Name(id='slot') @181:59
                        Assign(targets=('dpt_f',)) @182:21
                          .value:
                            Call(kwargs=()) @182:29
                              .func:
                                Name(id='mma_async') @182:29
                              .args:
                                Index() @182:39
                                  .value:
                                    Name(id='v_tile') @182:39
                                  .subs:
                                    Name(id='mine') @182:46
                                Attr(name='T') @182:53
                                  .value:
                                    Index() @182:53
                                      .value:
                                        Name(id='do_ring') @182:53
                                      .subs:
                                        Name(id='slot') @182:61
                        Assign(targets=('st',)) @183:21
                          .value:
                            Call() @183:26
                              .func:
                                Name(id='mma_wait') @183:26
                              .args:
                                Name(id='st_f') @183:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @183:49
                                )
                        Assign(targets=('pt', 'dact')) @184:21
                          .value:
                            Call(kwargs=()) @184:32
                              .func:
                                Name(id='probs') @184:32
                              .args:
                                Name(id='st') @184:38
                                Name(id='edge') @184:42
                                Index() @184:48
                                  .value:
                                    Name(id='qpos') @184:48
                                  .subs:
                                    Const(value=None) @184:53
                                    FullSlice() @184:59
                                Index() @184:63
                                  .value:
                                    Name(id='krows') @184:63
                                  .subs:
                                    FullSlice() @184:69
                                    Const(value=None) @184:72
                                Name(id='len_q') @184:79
                                Name(id='len_k') @184:86
                                Index() @184:93
                                  .value:
                                    Name(id='lse2') @184:93
                                  .subs:
                                    Const(value=None) @184:98
                                    FullSlice() @184:104
                                Name(id='qk_scale') @184:108
                                Name(id='sm_scale') @185:38
                                Name(id='CAUSAL') @185:48
                                Name(id='ACT') @185:56
                        Assign(targets=('dpt',)) @186:21
                          .value:
                            Call(kwargs=()) @186:27
                              .func:
                                Name(id='mma_wait') @186:27
                              .args:
                                Name(id='dpt_f') @186:36
                        Assign(targets=('dv_f',)) @188:21
                          .value:
                            Call(kwargs=()) @188:28
                              .func:
                                Name(id='mma_async') @188:28
                              .args:
                                Call(kwargs=()) @188:38
                                  .func:
                                    Name(id='cast') @188:38
                                  .args:
                                    Name(id='pt') @188:43
                                    Name(id='DT') @188:47
                                Index() @188:52
                                  .value:
                                    Name(id='do_ring') @188:52
                                  .subs:
                                    Name(id='slot') @188:60
                                Name(id='acc_v') @188:67
                        Assign(targets=('dst',)) @189:21
                          .value:
                            Call(kwargs=()) @189:27
                              .func:
                                Name(id='dscores') @189:27
                              .args:
                                Name(id='pt') @189:35
                                Name(id='dact') @189:39
                                Name(id='dpt') @189:45
                                Index() @189:50
                                  .value:
                                    Name(id='dlt') @189:50
                                  .subs:
                                    Const(value=None) @189:54
                                    FullSlice() @189:60
                                Name(id='ACT') @189:64
                        Assign(targets=('dk_f',)) @190:21
                          .value:
                            Call(kwargs=()) @190:28
                              .func:
                                Name(id='mma_async') @190:28
                              .args:
                                Call(kwargs=()) @190:38
                                  .func:
                                    Name(id='cast') @190:38
                                  .args:
                                    Name(id='dst') @190:43
                                    Name(id='DT') @190:48
                                Index() @190:53
                                  .value:
                                    Name(id='q_ring') @190:53
                                  .subs:
                                    Name(id='slot') @190:60
                                Name(id='acc_k') @190:67
                        Assign(targets=('acc_v',)) @191:21
                          .value:
                            Call() @191:29
                              .func:
                                Name(id='mma_wait') @191:29
                              .args:
                                Name(id='dv_f') @191:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @191:52
                                )
                        Assign(targets=('acc_k',)) @192:21
                          .value:
                            Call(kwargs=()) @192:29
                              .func:
                                Name(id='mma_wait') @192:29
                              .args:
                                Name(id='dk_f') @192:38
                    Arrive(count=None) @193:17
                      .target:
                        Index() @193:24
                          .value:
                            Name(id='qd_free') @193:24
                          .subs:
                            Name(id='slot') @193:32
            Arrive(count=None) @194:9
              .target:
                Index() @194:16
                  .value:
                    Name(id='kv_free') @194:16
                  .subs:
                    Name(id='ks') @194:24
            Assign(targets=('k_scale',)) @195:9
              .value:
                Name(id='sm_scale') @195:19
            Assign(targets=('v_scale',)) @196:9
              .value:
                Const(value=1.0) @196:19
            If(orelse=()) @197:9
              .cond:
                BinOp(op='==') @197:12
                  .lhs:
                    Name(id='ACT') @197:12
                  .rhs:
                    Const(value='silu') @197:19
              .body:
                Assign(targets=('k_scale',)) @198:13
                  .value:
                    BinOp(op='*') @198:23
                      .lhs:
                        Name(id='sm_scale') @198:23
                      .rhs:
                        Name(id='out_scale') @198:34
                Assign(targets=('v_scale',)) @199:13
                  .value:
                    Name(id='out_scale') @199:23
            Assign(targets=('live',)) @200:9
              .value:
                BinOp(op='<') @200:16
                  .lhs:
                    Name(id='krows') @200:16
                  .rhs:
                    Name(id='len_k') @200:24
            Store() @201:9
              .target:
                Index() @201:9
                  .value:
                    Name(id='dk') @201:9
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
                        Name(id='acc_k') @201:65
                      .rhs:
                        Name(id='k_scale') @201:73
                    Name(id='DT') @201:82
              .mask:
                Index() @201:92
                  .value:
                    Name(id='live') @201:92
                  .subs:
                    FullSlice() @201:97
                    Const(value=None) @201:100
            Store() @202:9
              .target:
                Index() @202:9
                  .value:
                    Name(id='dv') @202:9
                  .subs:
                    Name(id='seq') @202:12
              .subs:
                Index() @202:17
                  .value:
                    Name(id='krows') @202:17
                  .subs:
                    FullSlice() @202:23
                    Const(value=None) @202:26
                Name(id='kvh') @202:33
                Index() @202:38
                  .value:
                    Call(kwargs=()) @202:38
                      .func:
                        Name(id='arange') @202:38
                      .args:
                        Name(id='D') @202:45
                  .subs:
                    Const(value=None) @202:48
                    FullSlice() @202:54
              .value:
                Call(kwargs=()) @202:60
                  .func:
                    Name(id='cast') @202:60
                  .args:
                    BinOp(op='*') @202:65
                      .lhs:
                        Name(id='acc_v') @202:65
                      .rhs:
                        Name(id='v_scale') @202:73
                    Name(id='DT') @202:82
              .mask:
                Index() @202:92
                  .value:
                    Name(id='live') @202:92
                  .subs:
                    FullSlice() @202:97
                    Const(value=None) @202:100