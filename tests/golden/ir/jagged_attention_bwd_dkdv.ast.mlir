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
      .body:
        Tiles() @12:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @12:22
                .func:
                  Name(id='blocks') @12:22
                .args:
                  Name(id='k') @12:29
                  Name(id='BLOCK_N') @12:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @12:49
                .func:
                  Name(id='range') @12:49
                .args:
                  Name(id='HKV') @12:55
            )
          .options:
            Name(id='persistent') @12:60
            Name(id='longest_first') @12:71
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @13:5
          .cond:
            BinOp(op='==') @13:19
              .lhs:
                BinOp(op='%') @13:19
                  .lhs:
                    Name(id='BLOCK_N') @13:19
                  .rhs:
                    Name(id='WG_N') @13:29
              .rhs:
                Const(value=0) @13:37
        Assign(targets=('NWG',)) @14:5
          .value:
            BinOp(op='//') @14:11
              .lhs:
                Name(id='BLOCK_N') @14:11
              .rhs:
                Name(id='WG_N') @14:22
        SmemDecl(name='k_tile') @17:5
          .stages:
            BinOp(op='*') @17:17
              .lhs:
                Const(value=2) @17:17
              .rhs:
                BinOp(op='//') @17:22
                  .lhs:
                    Name(id='BLOCK_N') @17:22
                  .rhs:
                    Name(id='WG_N') @17:33
          .dtype:
            Name(id='DT') @17:41
          .shape:
            Name(id='WG_N') @17:44
            Name(id='D') @17:50
        SmemDecl(name='v_tile') @18:5
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
        SmemDecl(name='q_ring') @19:5
          .stages:
            Name(id='STAGES') @19:17
          .dtype:
            Name(id='DT') @19:26
          .shape:
            Name(id='BLOCK_M') @19:29
            Name(id='D') @19:38
        SmemDecl(name='do_ring') @20:5
          .stages:
            Name(id='STAGES') @20:18
          .dtype:
            Name(id='DT') @20:27
          .shape:
            Name(id='BLOCK_M') @20:30
            Name(id='D') @20:39
        BarrierDecl(name='kv_ready', kwargs=()) @21:5
          .size:
            Const(value=2) @21:22
        BarrierDecl(name='kv_free') @22:5
          .size:
            Const(value=2) @22:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @22:30
                .lhs:
                  Name(id='BLOCK_N') @22:30
                .rhs:
                  Name(id='WG_N') @22:41
            )
        BarrierDecl(name='qd_ready', kwargs=()) @23:5
          .size:
            Name(id='STAGES') @23:22
        BarrierDecl(name='qd_free') @24:5
          .size:
            Name(id='STAGES') @24:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @24:35
                .lhs:
                  Name(id='BLOCK_N') @24:35
                .rhs:
                  Name(id='WG_N') @24:46
            )
        Assign(targets=('len_q',)) @26:5
          .value:
            Attr(name='len') @26:13
              .value:
                Index() @26:13
                  .value:
                    Name(id='q') @26:13
                  .subs:
                    Name(id='seq') @26:15
        Assign(targets=('len_k',)) @27:5
          .value:
            Attr(name='len') @27:13
              .value:
                Index() @27:13
                  .value:
                    Name(id='k') @27:13
                  .subs:
                    Name(id='seq') @27:15
        Assign(targets=('q0',)) @28:5
          .value:
            Attr(name='start') @28:10
              .value:
                Index() @28:10
                  .value:
                    Name(id='q') @28:10
                  .subs:
                    Name(id='seq') @28:12
        Assign(targets=('n',)) @31:5
          .value:
            Name(id='nt') @31:9
        If(orelse=()) @32:5
          .cond:
            Name(id='CAUSAL') @32:8
          .body:
            Assign(targets=('n',)) @33:9
              .value:
                BinOp(op='-') @33:13
                  .lhs:
                    BinOp(op='-') @33:13
                      .lhs:
                        Call(kwargs=()) @33:13
                          .func:
                            Name(id='cdiv') @33:13
                          .args:
                            Name(id='len_k') @33:18
                            Name(id='BLOCK_N') @33:25
                      .rhs:
                        Const(value=1) @33:36
                  .rhs:
                    Name(id='nt') @33:40
        Assign(targets=('group',)) @34:5
          .value:
            BinOp(op='//') @34:13
              .lhs:
                Name(id='H') @34:13
              .rhs:
                Name(id='HKV') @34:18
        Assign(targets=('m_lo',)) @36:5
          .value:
            Const(value=0) @36:12
        If(orelse=()) @37:5
          .cond:
            Name(id='CAUSAL') @37:8
          .body:
            Assign(targets=('m_lo',)) @38:9
              .value:
                BinOp(op='//') @38:16
                  .lhs:
                    Call(kwargs=()) @38:16
                      .func:
                        Name(id='maximum') @38:16
                      .args:
                        BinOp(op='-') @38:24
                          .lhs:
                            BinOp(op='*') @38:24
                              .lhs:
                                Name(id='n') @38:24
                              .rhs:
                                Name(id='BLOCK_N') @38:28
                          .rhs:
                            BinOp(op='-') @38:39
                              .lhs:
                                Name(id='len_k') @38:39
                              .rhs:
                                Name(id='len_q') @38:47
                        Const(value=0) @38:55
                  .rhs:
                    Name(id='BLOCK_M') @38:61
        Assign(targets=('n_m',)) @39:5
          .value:
            Call(kwargs=()) @39:11
              .func:
                Name(id='maximum') @39:11
              .args:
                BinOp(op='-') @39:19
                  .lhs:
                    Call(kwargs=()) @39:19
                      .func:
                        Name(id='cdiv') @39:19
                      .args:
                        Name(id='len_q') @39:24
                        Name(id='BLOCK_M') @39:31
                  .rhs:
                    Name(id='m_lo') @39:42
                Const(value=0) @39:48
        Assign(targets=('steps',)) @40:5
          .value:
            BinOp(op='*') @40:13
              .lhs:
                Name(id='group') @40:13
              .rhs:
                Name(id='n_m') @40:21
        Role(name='load', replica=None) @42:5
          .kwargs:
            (
              'warps'
              Const(value=1) @42:21
            )
            (
              'regs'
              Const(value=24) @42:29
            )
          .body:
            Assign(targets=('ks',)) @43:9
              .value:
                BinOp(op='%') @43:14
                  .lhs:
                    Name(id='tile_index') @43:14
                  .rhs:
                    Const(value=2) @43:27
            Wait(phase=None) @44:9
              .target:
                Index() @44:14
                  .value:
                    Name(id='kv_free') @44:14
                  .subs:
                    Name(id='ks') @44:22
            Expect() @45:9
              .target:
                Index() @45:16
                  .value:
                    Name(id='kv_ready') @45:16
                  .subs:
                    Name(id='ks') @45:25
              .nbytes:
                BinOp(op='*') @45:30
                  .lhs:
                    BinOp(op='*') @45:30
                      .lhs:
                        Const(value=2) @45:30
                      .rhs:
                        Name(id='NWG') @45:34
                  .rhs:
                    Call(kwargs=()) @45:40
                      .func:
                        Name(id='bytes') @45:40
                      .args:
                        Name(id='k_tile') @45:46
            For(var='i') @46:9
              .iter:
                Call(kwargs=()) @46:18
                  .func:
                    Name(id='static_range') @46:18
                  .args:
                    Name(id='NWG') @46:31
              .body:
                Tma() @47:13
                  .dst:
                    Index() @47:17
                      .value:
                        Name(id='k_tile') @47:17
                      .subs:
                        BinOp(op='+') @47:24
                          .lhs:
                            BinOp(op='*') @47:24
                              .lhs:
                                Name(id='ks') @47:24
                              .rhs:
                                Name(id='NWG') @47:29
                          .rhs:
                            Name(id='i') @47:35
                  .src:
                    Index() @47:41
                      .value:
                        Name(id='k') @47:41
                      .subs:
                        Name(id='seq') @47:43
                        BinOp(op='+') @47:48
                          .lhs:
                            BinOp(op='*') @47:48
                              .lhs:
                                Name(id='NWG') @47:48
                              .rhs:
                                Name(id='n') @47:54
                          .rhs:
                            Name(id='i') @47:58
                        Name(id='kvh') @47:61
                  .signals:
                    Index() @47:74
                      .value:
                        Name(id='kv_ready') @47:74
                      .subs:
                        Name(id='ks') @47:83
                Tma() @48:13
                  .dst:
                    Index() @48:17
                      .value:
                        Name(id='v_tile') @48:17
                      .subs:
                        BinOp(op='+') @48:24
                          .lhs:
                            BinOp(op='*') @48:24
                              .lhs:
                                Name(id='ks') @48:24
                              .rhs:
                                Name(id='NWG') @48:29
                          .rhs:
                            Name(id='i') @48:35
                  .src:
                    Index() @48:41
                      .value:
                        Name(id='v') @48:41
                      .subs:
                        Name(id='seq') @48:43
                        BinOp(op='+') @48:48
                          .lhs:
                            BinOp(op='*') @48:48
                              .lhs:
                                Name(id='NWG') @48:48
                              .rhs:
                                Name(id='n') @48:54
                          .rhs:
                            Name(id='i') @48:58
                        Name(id='kvh') @48:61
                  .signals:
                    Index() @48:74
                      .value:
                        Name(id='kv_ready') @48:74
                      .subs:
                        Name(id='ks') @48:83
            Pipeline(var='j', slot='slot', ring='qd') @49:9
              .iter:
                Call(kwargs=()) @49:23
                  .func:
                    Name(id='range') @49:23
                  .args:
                    Name(id='steps') @49:29
              .stages:
                Name(id='STAGES') @49:49
              .body:
                Assign(targets=('head',)) @50:13
                  .value:
                    BinOp(op='+') @50:20
                      .lhs:
                        BinOp(op='*') @50:20
                          .lhs:
                            Name(id='kvh') @50:20
                          .rhs:
                            Name(id='group') @50:26
                      .rhs:
                        BinOp(op='//') @50:34
                          .lhs:
                            Name(id='j') @50:34
                          .rhs:
                            Name(id='n_m') @50:39
                Assign(targets=('mb',)) @51:13
                  .value:
                    BinOp(op='+') @51:18
                      .lhs:
                        Name(id='m_lo') @51:18
                      .rhs:
                        BinOp(op='%') @51:25
                          .lhs:
                            Name(id='j') @51:25
                          .rhs:
                            Name(id='n_m') @51:29
                Wait(phase=None) @52:13
                  .target:
                    Index() @52:18
                      .value:
                        Name(id='qd_free') @52:18
                      .subs:
                        Name(id='slot') @52:26
                Expect() @53:13
                  .target:
                    Index() @53:20
                      .value:
                        Name(id='qd_ready') @53:20
                      .subs:
                        Name(id='slot') @53:29
                  .nbytes:
                    BinOp(op='+') @53:36
                      .lhs:
                        Call(kwargs=()) @53:36
                          .func:
                            Name(id='bytes') @53:36
                          .args:
                            Name(id='q_ring') @53:42
                      .rhs:
                        Call(kwargs=()) @53:52
                          .func:
                            Name(id='bytes') @53:52
                          .args:
                            Name(id='do_ring') @53:58
                Tma() @54:13
                  .dst:
                    Index() @54:17
                      .value:
                        Name(id='q_ring') @54:17
                      .subs:
                        Name(id='slot') @54:24
                  .src:
                    Index() @54:33
                      .value:
                        Name(id='q') @54:33
                      .subs:
                        Name(id='seq') @54:35
                        Name(id='mb') @54:40
                        Name(id='head') @54:44
                  .signals:
                    Index() @54:58
                      .value:
                        Name(id='qd_ready') @54:58
                      .subs:
                        Name(id='slot') @54:67
                Tma() @55:13
                  .dst:
                    Index() @55:17
                      .value:
                        Name(id='do_ring') @55:17
                      .subs:
                        Name(id='slot') @55:25
                  .src:
                    Index() @55:34
                      .value:
                        Name(id='d_o') @55:34
                      .subs:
                        Name(id='seq') @55:38
                        Name(id='mb') @55:43
                        Name(id='head') @55:47
                  .signals:
                    Index() @55:61
                      .value:
                        Name(id='qd_ready') @55:61
                      .subs:
                        Name(id='slot') @55:70
        Role(name='compute', replica='wg') @57:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @57:29
            )
            (
              'regs'
              Name(id='REGS') @57:39
            )
          .body:
            Assign(targets=('qk_scale',)) @58:9
              .value:
                BinOp(op='*') @58:20
                  .lhs:
                    Name(id='sm_scale') @58:20
                  .rhs:
                    Name(id='LOG2E') @58:31
            Assign(targets=('krow0',)) @59:9
              .value:
                BinOp(op='+') @59:17
                  .lhs:
                    BinOp(op='*') @59:17
                      .lhs:
                        Name(id='n') @59:17
                      .rhs:
                        Name(id='BLOCK_N') @59:21
                  .rhs:
                    BinOp(op='*') @59:31
                      .lhs:
                        Name(id='wg') @59:31
                      .rhs:
                        Name(id='WG_N') @59:36
            Assign(targets=('krows',)) @60:9
              .value:
                BinOp(op='+') @60:17
                  .lhs:
                    Name(id='krow0') @60:17
                  .rhs:
                    Call(kwargs=()) @60:25
                      .func:
                        Name(id='arange') @60:25
                      .args:
                        Name(id='WG_N') @60:32
            Assign(targets=('qcols',)) @61:9
              .value:
                Call(kwargs=()) @61:17
                  .func:
                    Name(id='arange') @61:17
                  .args:
                    Name(id='BLOCK_M') @61:24
            Assign(targets=('ks',)) @62:9
              .value:
                BinOp(op='%') @62:14
                  .lhs:
                    Name(id='tile_index') @62:14
                  .rhs:
                    Const(value=2) @62:27
            Assign(targets=('mine',)) @63:9
              .value:
                BinOp(op='+') @63:16
                  .lhs:
                    BinOp(op='*') @63:16
                      .lhs:
                        Name(id='ks') @63:16
                      .rhs:
                        Name(id='NWG') @63:21
                  .rhs:
                    Name(id='wg') @63:27
            Assign(targets=('acc_k',)) @64:9
              .value:
                Call(kwargs=()) @64:17
                  .func:
                    Name(id='zeros') @64:17
                  .args:
                    ListLit() @64:23
                      .elts:
                        Name(id='WG_N') @64:24
                        Name(id='D') @64:30
                    Name(id='f32') @64:34
            Assign(targets=('acc_v',)) @65:9
              .value:
                Call(kwargs=()) @65:17
                  .func:
                    Name(id='zeros') @65:17
                  .args:
                    ListLit() @65:23
                      .elts:
                        Name(id='WG_N') @65:24
                        Name(id='D') @65:30
                    Name(id='f32') @65:34
            Wait(phase=None) @66:9
              .target:
                Index() @66:14
                  .value:
                    Name(id='kv_ready') @66:14
                  .subs:
                    Name(id='ks') @66:23
            Pipeline(var='j', slot='slot', ring='qd') @67:9
              .iter:
                Call(kwargs=()) @67:23
                  .func:
                    Name(id='range') @67:23
                  .args:
                    Name(id='steps') @67:29
              .stages:
                Name(id='STAGES') @67:49
              .body:
                Assign(targets=('head',)) @68:13
                  .value:
                    BinOp(op='+') @68:20
                      .lhs:
                        BinOp(op='*') @68:20
                          .lhs:
                            Name(id='kvh') @68:20
                          .rhs:
                            Name(id='group') @68:26
                      .rhs:
                        BinOp(op='//') @68:34
                          .lhs:
                            Name(id='j') @68:34
                          .rhs:
                            Name(id='n_m') @68:39
                Assign(targets=('mb',)) @69:13
                  .value:
                    BinOp(op='+') @69:18
                      .lhs:
                        Name(id='m_lo') @69:18
                      .rhs:
                        BinOp(op='%') @69:25
                          .lhs:
                            Name(id='j') @69:25
                          .rhs:
                            Name(id='n_m') @69:29
                Assign(targets=('qpos',)) @70:13
                  .value:
                    BinOp(op='+') @70:20
                      .lhs:
                        BinOp(op='*') @70:20
                          .lhs:
                            Name(id='mb') @70:20
                          .rhs:
                            Name(id='BLOCK_M') @70:25
                      .rhs:
                        Name(id='qcols') @70:35
                Assign(targets=('lse2',)) @71:13
                  .value:
                    Call(kwargs=()) @71:20
                      .func:
                        Name(id='zeros') @71:20
                      .args:
                        ListLit() @71:26
                          .elts:
                            Name(id='BLOCK_M') @71:27
                        Name(id='f32') @71:37
                Assign(targets=('dlt',)) @72:13
                  .value:
                    Call(kwargs=()) @72:19
                      .func:
                        Name(id='zeros') @72:19
                      .args:
                        ListLit() @72:25
                          .elts:
                            Name(id='BLOCK_M') @72:26
                        Name(id='f32') @72:36
                If(orelse=()) @73:13
                  .cond:
                    BinOp(op='==') @73:16
                      .lhs:
                        Name(id='ACT') @73:16
                      .rhs:
                        Const(value='softmax') @73:23
                  .body:
                    Assign(targets=('qi',)) @77:17
                      .value:
                        BinOp(op='+') @77:22
                          .lhs:
                            Name(id='q0') @77:22
                          .rhs:
                            Call(kwargs=()) @77:27
                              .func:
                                Name(id='minimum') @77:27
                              .args:
                                Name(id='qpos') @77:35
                                BinOp(op='-') @77:41
                                  .lhs:
                                    Name(id='len_q') @77:41
                                  .rhs:
                                    Const(value=1) @77:49
                    Assign(targets=('lse2',)) @78:17
                      .value:
                        Index() @78:24
                          .value:
                            Name(id='lse2_t') @78:24
                          .subs:
                            Name(id='head') @78:31
                            Name(id='qi') @78:37
                    Assign(targets=('dlt',)) @79:17
                      .value:
                        Index() @79:23
                          .value:
                            Name(id='delta_t') @79:23
                          .subs:
                            Name(id='head') @79:31
                            Name(id='qi') @79:37
                Assign(targets=('edge',)) @80:13
                  .value:
                    BinOp(op='>') @80:20
                      .lhs:
                        BinOp(op='*') @80:21
                          .lhs:
                            BinOp(op='+') @80:21
                              .lhs:
                                Name(id='mb') @80:21
                              .rhs:
                                Const(value=1) @80:26
                          .rhs:
                            Name(id='BLOCK_M') @80:31
                      .rhs:
                        Name(id='len_q') @80:41
                If(orelse=()) @81:13
                  .cond:
                    Name(id='CAUSAL') @81:16
                  .body:
                    Assign(targets=('edge',)) @82:17
                      .value:
                        BoolOp(op='or') @82:24
                          .values:
                            Name(id='edge') @82:24
                            BinOp(op='>') @82:32
                              .lhs:
                                BinOp(op='-') @82:32
                                  .lhs:
                                    BinOp(op='+') @82:32
                                      .lhs:
                                        Name(id='krow0') @82:32
                                      .rhs:
                                        Name(id='WG_N') @82:40
                                  .rhs:
                                    Const(value=1) @82:47
                              .rhs:
                                BinOp(op='-') @82:51
                                  .lhs:
                                    BinOp(op='+') @82:51
                                      .lhs:
                                        BinOp(op='*') @82:51
                                          .lhs:
                                            Name(id='mb') @82:51
                                          .rhs:
                                            Name(id='BLOCK_M') @82:56
                                      .rhs:
                                        Name(id='len_k') @82:66
                                  .rhs:
                                    Name(id='len_q') @82:74
                Wait(phase=None) @83:13
                  .target:
                    Index() @83:18
                      .value:
                        Name(id='qd_ready') @83:18
                      .subs:
                        Name(id='slot') @83:27
                Assign(targets=('st_f',)) @84:13
                  .value:
                    Call(kwargs=()) @84:20
                      .func:
                        Name(id='mma_async') @84:20
                      .args:
                        Index() @84:30
                          .value:
                            Name(id='k_tile') @84:30
                          .subs:
                            Name(id='mine') @84:37
                        Attr(name='T') @84:44
                          .value:
                            Index() @84:44
                              .value:
                                Name(id='q_ring') @84:44
                              .subs:
                                Name(id='slot') @84:51
                Assign(targets=('dpt_f',)) @85:13
                  .value:
                    Call(kwargs=()) @85:21
                      .func:
                        Name(id='mma_async') @85:21
                      .args:
                        Index() @85:31
                          .value:
                            Name(id='v_tile') @85:31
                          .subs:
                            Name(id='mine') @85:38
                        Attr(name='T') @85:45
                          .value:
                            Index() @85:45
                              .value:
                                Name(id='do_ring') @85:45
                              .subs:
                                Name(id='slot') @85:53
                Assign(targets=('st',)) @86:13
                  .value:
                    Call() @86:18
                      .func:
                        Name(id='mma_wait') @86:18
                      .args:
                        Name(id='st_f') @86:27
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @86:41
                        )
                Assign(targets=('pt', 'dact')) @87:13
                  .value:
                    Call(kwargs=()) @87:24
                      .func:
                        Name(id='probs') @87:24
                      .args:
                        Name(id='st') @87:30
                        Name(id='edge') @87:34
                        Index() @87:40
                          .value:
                            Name(id='qpos') @87:40
                          .subs:
                            Const(value=None) @87:45
                            FullSlice() @87:51
                        Index() @87:55
                          .value:
                            Name(id='krows') @87:55
                          .subs:
                            FullSlice() @87:61
                            Const(value=None) @87:64
                        Name(id='len_q') @87:71
                        Name(id='len_k') @87:78
                        Index() @87:85
                          .value:
                            Name(id='lse2') @87:85
                          .subs:
                            Const(value=None) @87:90
                            FullSlice() @87:96
                        Name(id='qk_scale') @87:100
                        Name(id='sm_scale') @88:30
                        Name(id='CAUSAL') @88:40
                        Name(id='ACT') @88:48
                Assign(targets=('dpt',)) @89:13
                  .value:
                    Call(kwargs=()) @89:19
                      .func:
                        Name(id='mma_wait') @89:19
                      .args:
                        Name(id='dpt_f') @89:28
                Assign(targets=('dv_f',)) @91:13
                  .value:
                    Call(kwargs=()) @91:20
                      .func:
                        Name(id='mma_async') @91:20
                      .args:
                        Call(kwargs=()) @91:30
                          .func:
                            Name(id='cast') @91:30
                          .args:
                            Name(id='pt') @91:35
                            Name(id='DT') @91:39
                        Index() @91:44
                          .value:
                            Name(id='do_ring') @91:44
                          .subs:
                            Name(id='slot') @91:52
                        Name(id='acc_v') @91:59
                Assign(targets=('dst',)) @92:13
                  .value:
                    Call(kwargs=()) @92:19
                      .func:
                        Name(id='dscores') @92:19
                      .args:
                        Name(id='pt') @92:27
                        Name(id='dact') @92:31
                        Name(id='dpt') @92:37
                        Index() @92:42
                          .value:
                            Name(id='dlt') @92:42
                          .subs:
                            Const(value=None) @92:46
                            FullSlice() @92:52
                        Name(id='ACT') @92:56
                Assign(targets=('dk_f',)) @93:13
                  .value:
                    Call(kwargs=()) @93:20
                      .func:
                        Name(id='mma_async') @93:20
                      .args:
                        Call(kwargs=()) @93:30
                          .func:
                            Name(id='cast') @93:30
                          .args:
                            Name(id='dst') @93:35
                            Name(id='DT') @93:40
                        Index() @93:45
                          .value:
                            Name(id='q_ring') @93:45
                          .subs:
                            Name(id='slot') @93:52
                        Name(id='acc_k') @93:59
                Assign(targets=('acc_v',)) @94:13
                  .value:
                    Call() @94:21
                      .func:
                        Name(id='mma_wait') @94:21
                      .args:
                        Name(id='dv_f') @94:30
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @94:44
                        )
                Assign(targets=('acc_k',)) @95:13
                  .value:
                    Call(kwargs=()) @95:21
                      .func:
                        Name(id='mma_wait') @95:21
                      .args:
                        Name(id='dk_f') @95:30
                Arrive(count=None) @96:13
                  .target:
                    Index() @96:20
                      .value:
                        Name(id='qd_free') @96:20
                      .subs:
                        Name(id='slot') @96:28
            Arrive(count=None) @97:9
              .target:
                Index() @97:16
                  .value:
                    Name(id='kv_free') @97:16
                  .subs:
                    Name(id='ks') @97:24
            Assign(targets=('k_scale',)) @98:9
              .value:
                Name(id='sm_scale') @98:19
            Assign(targets=('v_scale',)) @99:9
              .value:
                Const(value=1.0) @99:19
            If(orelse=()) @100:9
              .cond:
                BinOp(op='==') @100:12
                  .lhs:
                    Name(id='ACT') @100:12
                  .rhs:
                    Const(value='silu') @100:19
              .body:
                Assign(targets=('k_scale',)) @101:13
                  .value:
                    BinOp(op='*') @101:23
                      .lhs:
                        Name(id='sm_scale') @101:23
                      .rhs:
                        Name(id='out_scale') @101:34
                Assign(targets=('v_scale',)) @102:13
                  .value:
                    Name(id='out_scale') @102:23
            Assign(targets=('live',)) @103:9
              .value:
                BinOp(op='<') @103:16
                  .lhs:
                    Name(id='krows') @103:16
                  .rhs:
                    Name(id='len_k') @103:24
            Store() @104:9
              .target:
                Index() @104:9
                  .value:
                    Name(id='dk') @104:9
                  .subs:
                    Name(id='seq') @104:12
              .subs:
                Index() @104:17
                  .value:
                    Name(id='krows') @104:17
                  .subs:
                    FullSlice() @104:23
                    Const(value=None) @104:26
                Name(id='kvh') @104:33
                Index() @104:38
                  .value:
                    Call(kwargs=()) @104:38
                      .func:
                        Name(id='arange') @104:38
                      .args:
                        Name(id='D') @104:45
                  .subs:
                    Const(value=None) @104:48
                    FullSlice() @104:54
              .value:
                Call(kwargs=()) @104:60
                  .func:
                    Name(id='cast') @104:60
                  .args:
                    BinOp(op='*') @104:65
                      .lhs:
                        Name(id='acc_k') @104:65
                      .rhs:
                        Name(id='k_scale') @104:73
                    Name(id='DT') @104:82
              .mask:
                Index() @104:92
                  .value:
                    Name(id='live') @104:92
                  .subs:
                    FullSlice() @104:97
                    Const(value=None) @104:100
            Store() @105:9
              .target:
                Index() @105:9
                  .value:
                    Name(id='dv') @105:9
                  .subs:
                    Name(id='seq') @105:12
              .subs:
                Index() @105:17
                  .value:
                    Name(id='krows') @105:17
                  .subs:
                    FullSlice() @105:23
                    Const(value=None) @105:26
                Name(id='kvh') @105:33
                Index() @105:38
                  .value:
                    Call(kwargs=()) @105:38
                      .func:
                        Name(id='arange') @105:38
                      .args:
                        Name(id='D') @105:45
                  .subs:
                    Const(value=None) @105:48
                    FullSlice() @105:54
              .value:
                Call(kwargs=()) @105:60
                  .func:
                    Name(id='cast') @105:60
                  .args:
                    BinOp(op='*') @105:65
                      .lhs:
                        Name(id='acc_v') @105:65
                      .rhs:
                        Name(id='v_scale') @105:73
                    Name(id='DT') @105:82
              .mask:
                Index() @105:92
                  .value:
                    Name(id='live') @105:92
                  .subs:
                    FullSlice() @105:97
                    Const(value=None) @105:100