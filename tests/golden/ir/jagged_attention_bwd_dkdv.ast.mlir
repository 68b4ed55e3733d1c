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
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @7:43
          .dtype:
            Name(id='f32') @7:55
        Param(name='delta', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @7:75
          .dtype:
            Name(id='f32') @7:89
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
        Assign(targets=('n',)) @30:5
          .value:
            Name(id='nt') @30:9
        If(orelse=()) @31:5
          .cond:
            Name(id='CAUSAL') @31:8
          .body:
            Assign(targets=('n',)) @32:9
              .value:
                BinOp(op='-') @32:13
                  .lhs:
                    BinOp(op='-') @32:13
                      .lhs:
                        Call(kwargs=()) @32:13
                          .func:
                            Name(id='cdiv') @32:13
                          .args:
                            Name(id='len_k') @32:18
                            Name(id='BLOCK_N') @32:25
                      .rhs:
                        Const(value=1) @32:36
                  .rhs:
                    Name(id='nt') @32:40
        Assign(targets=('group',)) @33:5
          .value:
            BinOp(op='//') @33:13
              .lhs:
                Name(id='H') @33:13
              .rhs:
                Name(id='HKV') @33:18
        Assign(targets=('m_lo',)) @35:5
          .value:
            Const(value=0) @35:12
        If(orelse=()) @36:5
          .cond:
            Name(id='CAUSAL') @36:8
          .body:
            Assign(targets=('m_lo',)) @37:9
              .value:
                BinOp(op='//') @37:16
                  .lhs:
                    Call(kwargs=()) @37:16
                      .func:
                        Name(id='maximum') @37:16
                      .args:
                        BinOp(op='-') @37:24
                          .lhs:
                            BinOp(op='*') @37:24
                              .lhs:
                                Name(id='n') @37:24
                              .rhs:
                                Name(id='BLOCK_N') @37:28
                          .rhs:
                            BinOp(op='-') @37:39
                              .lhs:
                                Name(id='len_k') @37:39
                              .rhs:
                                Name(id='len_q') @37:47
                        Const(value=0) @37:55
                  .rhs:
                    Name(id='BLOCK_M') @37:61
        Assign(targets=('n_m',)) @38:5
          .value:
            Call(kwargs=()) @38:11
              .func:
                Name(id='maximum') @38:11
              .args:
                BinOp(op='-') @38:19
                  .lhs:
                    Call(kwargs=()) @38:19
                      .func:
                        Name(id='cdiv') @38:19
                      .args:
                        Name(id='len_q') @38:24
                        Name(id='BLOCK_M') @38:31
                  .rhs:
                    Name(id='m_lo') @38:42
                Const(value=0) @38:48
        Assign(targets=('steps',)) @39:5
          .value:
            BinOp(op='*') @39:13
              .lhs:
                Name(id='group') @39:13
              .rhs:
                Name(id='n_m') @39:21
        Role(name='load', replica=None) @41:5
          .kwargs:
            (
              'warps'
              Const(value=1) @41:21
            )
            (
              'regs'
              Const(value=24) @41:29
            )
          .body:
            Assign(targets=('ks',)) @42:9
              .value:
                BinOp(op='%') @42:14
                  .lhs:
                    Name(id='tile_index') @42:14
                  .rhs:
                    Const(value=2) @42:27
            Wait(phase=None) @43:9
              .target:
                Index() @43:14
                  .value:
                    Name(id='kv_free') @43:14
                  .subs:
                    Name(id='ks') @43:22
            Expect() @44:9
              .target:
                Index() @44:16
                  .value:
                    Name(id='kv_ready') @44:16
                  .subs:
                    Name(id='ks') @44:25
              .nbytes:
                BinOp(op='*') @44:30
                  .lhs:
                    BinOp(op='*') @44:30
                      .lhs:
                        Const(value=2) @44:30
                      .rhs:
                        Name(id='NWG') @44:34
                  .rhs:
                    Call(kwargs=()) @44:40
                      .func:
                        Name(id='bytes') @44:40
                      .args:
                        Name(id='k_tile') @44:46
            For(var='i') @45:9
              .iter:
                Call(kwargs=()) @45:18
                  .func:
                    Name(id='static_range') @45:18
                  .args:
                    Name(id='NWG') @45:31
              .body:
                Tma() @46:13
                  .dst:
                    Index() @46:17
                      .value:
                        Name(id='k_tile') @46:17
                      .subs:
                        BinOp(op='+') @46:24
                          .lhs:
                            BinOp(op='*') @46:24
                              .lhs:
                                Name(id='ks') @46:24
                              .rhs:
                                Name(id='NWG') @46:29
                          .rhs:
                            Name(id='i') @46:35
                  .src:
                    Index() @46:41
                      .value:
                        Name(id='k') @46:41
                      .subs:
                        Name(id='seq') @46:43
                        BinOp(op='+') @46:48
                          .lhs:
                            BinOp(op='*') @46:48
                              .lhs:
                                Name(id='NWG') @46:48
                              .rhs:
                                Name(id='n') @46:54
                          .rhs:
                            Name(id='i') @46:58
                        Name(id='kvh') @46:61
                  .signals:
                    Index() @46:74
                      .value:
                        Name(id='kv_ready') @46:74
                      .subs:
                        Name(id='ks') @46:83
                Tma() @47:13
                  .dst:
                    Index() @47:17
                      .value:
                        Name(id='v_tile') @47:17
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
                        Name(id='v') @47:41
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
            Pipeline(var='j', slot='slot', ring='qd') @48:9
              .iter:
                Call(kwargs=()) @48:23
                  .func:
                    Name(id='range') @48:23
                  .args:
                    Name(id='steps') @48:29
              .stages:
                Name(id='STAGES') @48:49
              .body:
                Assign(targets=('head',)) @49:13
                  .value:
                    BinOp(op='+') @49:20
                      .lhs:
                        BinOp(op='*') @49:20
                          .lhs:
                            Name(id='kvh') @49:20
                          .rhs:
                            Name(id='group') @49:26
                      .rhs:
                        BinOp(op='//') @49:34
                          .lhs:
                            Name(id='j') @49:34
                          .rhs:
                            Name(id='n_m') @49:39
                Assign(targets=('mb',)) @50:13
                  .value:
                    BinOp(op='+') @50:18
                      .lhs:
                        Name(id='m_lo') @50:18
                      .rhs:
                        BinOp(op='%') @50:25
                          .lhs:
                            Name(id='j') @50:25
                          .rhs:
                            Name(id='n_m') @50:29
                Wait(phase=None) @51:13
                  .target:
                    Index() @51:18
                      .value:
                        Name(id='qd_free') @51:18
                      .subs:
                        Name(id='slot') @51:26
                Expect() @52:13
                  .target:
                    Index() @52:20
                      .value:
                        Name(id='qd_ready') @52:20
                      .subs:
                        Name(id='slot') @52:29
                  .nbytes:
                    BinOp(op='+') @52:36
                      .lhs:
                        Call(kwargs=()) @52:36
                          .func:
                            Name(id='bytes') @52:36
                          .args:
                            Name(id='q_ring') @52:42
                      .rhs:
                        Call(kwargs=()) @52:52
                          .func:
                            Name(id='bytes') @52:52
                          .args:
                            Name(id='do_ring') @52:58
                Tma() @53:13
                  .dst:
                    Index() @53:17
                      .value:
                        Name(id='q_ring') @53:17
                      .subs:
                        Name(id='slot') @53:24
                  .src:
                    Index() @53:33
                      .value:
                        Name(id='q') @53:33
                      .subs:
                        Name(id='seq') @53:35
                        Name(id='mb') @53:40
                        Name(id='head') @53:44
                  .signals:
                    Index() @53:58
                      .value:
                        Name(id='qd_ready') @53:58
                      .subs:
                        Name(id='slot') @53:67
                Tma() @54:13
                  .dst:
                    Index() @54:17
                      .value:
                        Name(id='do_ring') @54:17
                      .subs:
                        Name(id='slot') @54:25
                  .src:
                    Index() @54:34
                      .value:
                        Name(id='d_o') @54:34
                      .subs:
                        Name(id='seq') @54:38
                        Name(id='mb') @54:43
                        Name(id='head') @54:47
                  .signals:
                    Index() @54:61
                      .value:
                        Name(id='qd_ready') @54:61
                      .subs:
                        Name(id='slot') @54:70
        Role(name='compute', replica='wg') @56:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @56:29
            )
            (
              'regs'
              Name(id='REGS') @56:39
            )
          .body:
            Assign(targets=('qk_scale',)) @57:9
              .value:
                BinOp(op='*') @57:20
                  .lhs:
                    Name(id='sm_scale') @57:20
                  .rhs:
                    Name(id='LOG2E') @57:31
            Assign(targets=('krow0',)) @58:9
              .value:
                BinOp(op='+') @58:17
                  .lhs:
                    BinOp(op='*') @58:17
                      .lhs:
                        Name(id='n') @58:17
                      .rhs:
                        Name(id='BLOCK_N') @58:21
                  .rhs:
                    BinOp(op='*') @58:31
                      .lhs:
                        Name(id='wg') @58:31
                      .rhs:
                        Name(id='WG_N') @58:36
            Assign(targets=('krows',)) @59:9
              .value:
                BinOp(op='+') @59:17
                  .lhs:
                    Name(id='krow0') @59:17
                  .rhs:
                    Call(kwargs=()) @59:25
                      .func:
                        Name(id='arange') @59:25
                      .args:
                        Name(id='WG_N') @59:32
            Assign(targets=('qcols',)) @60:9
              .value:
                Call(kwargs=()) @60:17
                  .func:
                    Name(id='arange') @60:17
                  .args:
                    Name(id='BLOCK_M') @60:24
            Assign(targets=('ks',)) @61:9
              .value:
                BinOp(op='%') @61:14
                  .lhs:
                    Name(id='tile_index') @61:14
                  .rhs:
                    Const(value=2) @61:27
            Assign(targets=('mine',)) @62:9
              .value:
                BinOp(op='+') @62:16
                  .lhs:
                    BinOp(op='*') @62:16
                      .lhs:
                        Name(id='ks') @62:16
                      .rhs:
                        Name(id='NWG') @62:21
                  .rhs:
                    Name(id='wg') @62:27
            Assign(targets=('acc_k',)) @63:9
              .value:
                Call(kwargs=()) @63:17
                  .func:
                    Name(id='zeros') @63:17
                  .args:
                    ListLit() @63:23
                      .elts:
                        Name(id='WG_N') @63:24
                        Name(id='D') @63:30
                    Name(id='f32') @63:34
            Assign(targets=('acc_v',)) @64:9
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
            Wait(phase=None) @65:9
              .target:
                Index() @65:14
                  .value:
                    Name(id='kv_ready') @65:14
                  .subs:
                    Name(id='ks') @65:23
            Pipeline(var='j', slot='slot', ring='qd') @66:9
              .iter:
                Call(kwargs=()) @66:23
                  .func:
                    Name(id='range') @66:23
                  .args:
                    Name(id='steps') @66:29
              .stages:
                Name(id='STAGES') @66:49
              .body:
                Assign(targets=('head',)) @67:13
                  .value:
                    BinOp(op='+') @67:20
                      .lhs:
                        BinOp(op='*') @67:20
                          .lhs:
                            Name(id='kvh') @67:20
                          .rhs:
                            Name(id='group') @67:26
                      .rhs:
                        BinOp(op='//') @67:34
                          .lhs:
                            Name(id='j') @67:34
                          .rhs:
                            Name(id='n_m') @67:39
                Assign(targets=('mb',)) @68:13
                  .value:
                    BinOp(op='+') @68:18
                      .lhs:
                        Name(id='m_lo') @68:18
                      .rhs:
                        BinOp(op='%') @68:25
                          .lhs:
                            Name(id='j') @68:25
                          .rhs:
                            Name(id='n_m') @68:29
                Assign(targets=('qpos',)) @69:13
                  .value:
                    BinOp(op='+') @69:20
                      .lhs:
                        BinOp(op='*') @69:20
                          .lhs:
                            Name(id='mb') @69:20
                          .rhs:
                            Name(id='BLOCK_M') @69:25
                      .rhs:
                        Name(id='qcols') @69:35
                Assign(targets=('lse2',)) @70:13
                  .value:
                    Call(kwargs=()) @70:20
                      .func:
                        Name(id='zeros') @70:20
                      .args:
                        ListLit() @70:26
                          .elts:
                            Name(id='BLOCK_M') @70:27
                        Name(id='f32') @70:37
                Assign(targets=('dlt',)) @71:13
                  .value:
                    Call(kwargs=()) @71:19
                      .func:
                        Name(id='zeros') @71:19
                      .args:
                        ListLit() @71:25
                          .elts:
                            Name(id='BLOCK_M') @71:26
                        Name(id='f32') @71:36
                If(orelse=()) @72:13
                  .cond:
                    BinOp(op='==') @72:16
                      .lhs:
                        Name(id='ACT') @72:16
                      .rhs:
                        Const(value='softmax') @72:23
                  .body:
                    Assign(targets=('lse2',)) @73:17
                      .value:
                        BinOp(op='*') @73:24
                          .lhs:
                            Index() @73:24
                              .value:
                                Index() @73:24
                                  .value:
                                    Name(id='lse') @73:24
                                  .subs:
                                    Name(id='seq') @73:28
                              .subs:
                                Name(id='qpos') @73:33
                                Name(id='head') @73:39
                          .rhs:
                            Name(id='LOG2E') @73:47
                    Assign(targets=('dlt',)) @74:17
                      .value:
                        Index() @74:23
                          .value:
                            Index() @74:23
                              .value:
                                Name(id='delta') @74:23
                              .subs:
                                Name(id='seq') @74:29
                          .subs:
                            Name(id='qpos') @74:34
                            Name(id='head') @74:40
                Assign(targets=('edge',)) @75:13
                  .value:
                    BinOp(op='>') @75:20
                      .lhs:
                        BinOp(op='*') @75:21
                          .lhs:
                            BinOp(op='+') @75:21
                              .lhs:
                                Name(id='mb') @75:21
                              .rhs:
                                Const(value=1) @75:26
                          .rhs:
                            Name(id='BLOCK_M') @75:31
                      .rhs:
                        Name(id='len_q') @75:41
                If(orelse=()) @76:13
                  .cond:
                    Name(id='CAUSAL') @76:16
                  .body:
                    Assign(targets=('edge',)) @77:17
                      .value:
                        BoolOp(op='or') @77:24
                          .values:
                            Name(id='edge') @77:24
                            BinOp(op='>') @77:32
                              .lhs:
                                BinOp(op='-') @77:32
                                  .lhs:
                                    BinOp(op='+') @77:32
                                      .lhs:
                                        Name(id='krow0') @77:32
                                      .rhs:
                                        Name(id='WG_N') @77:40
                                  .rhs:
                                    Const(value=1) @77:47
                              .rhs:
                                BinOp(op='-') @77:51
                                  .lhs:
                                    BinOp(op='+') @77:51
                                      .lhs:
                                        BinOp(op='*') @77:51
                                          .lhs:
                                            Name(id='mb') @77:51
                                          .rhs:
                                            Name(id='BLOCK_M') @77:56
                                      .rhs:
                                        Name(id='len_k') @77:66
                                  .rhs:
                                    Name(id='len_q') @77:74
                Wait(phase=None) @78:13
                  .target:
                    Index() @78:18
                      .value:
                        Name(id='qd_ready') @78:18
                      .subs:
                        Name(id='slot') @78:27
                Assign(targets=('st_f',)) @79:13
                  .value:
                    Call(kwargs=()) @79:20
                      .func:
                        Name(id='mma_async') @79:20
                      .args:
                        Index() @79:30
                          .value:
                            Name(id='k_tile') @79:30
                          .subs:
                            Name(id='mine') @79:37
                        Attr(name='T') @79:44
                          .value:
                            Index() @79:44
                              .value:
                                Name(id='q_ring') @79:44
                              .subs:
                                Name(id='slot') @79:51
                Assign(targets=('dpt_f',)) @80:13
                  .value:
                    Call(kwargs=()) @80:21
                      .func:
                        Name(id='mma_async') @80:21
                      .args:
                        Index() @80:31
                          .value:
                            Name(id='v_tile') @80:31
                          .subs:
                            Name(id='mine') @80:38
                        Attr(name='T') @80:45
                          .value:
                            Index() @80:45
                              .value:
                                Name(id='do_ring') @80:45
                              .subs:
                                Name(id='slot') @80:53
                Assign(targets=('st',)) @81:13
                  .value:
                    Call() @81:18
                      .func:
                        Name(id='mma_wait') @81:18
                      .args:
                        Name(id='st_f') @81:27
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @81:41
                        )
                Assign(targets=('pt', 'dact')) @82:13
                  .value:
                    Call(kwargs=()) @82:24
                      .func:
                        Name(id='probs') @82:24
                      .args:
                        Name(id='st') @82:30
                        Name(id='edge') @82:34
                        Index() @82:40
                          .value:
                            Name(id='qpos') @82:40
                          .subs:
                            Const(value=None) @82:45
                            FullSlice() @82:51
                        Index() @82:55
                          .value:
                            Name(id='krows') @82:55
                          .subs:
                            FullSlice() @82:61
                            Const(value=None) @82:64
                        Name(id='len_q') @82:71
                        Name(id='len_k') @82:78
                        Index() @82:85
                          .value:
                            Name(id='lse2') @82:85
                          .subs:
                            Const(value=None) @82:90
                            FullSlice() @82:96
                        Name(id='qk_scale') @82:100
                        Name(id='sm_scale') @83:30
                        Name(id='CAUSAL') @83:40
                        Name(id='ACT') @83:48
                Assign(targets=('dpt',)) @84:13
                  .value:
                    Call(kwargs=()) @84:19
                      .func:
                        Name(id='mma_wait') @84:19
                      .args:
                        Name(id='dpt_f') @84:28
                Assign(targets=('dv_f',)) @86:13
                  .value:
                    Call(kwargs=()) @86:20
                      .func:
                        Name(id='mma_async') @86:20
                      .args:
                        Call(kwargs=()) @86:30
                          .func:
                            Name(id='cast') @86:30
                          .args:
                            Name(id='pt') @86:35
                            Name(id='DT') @86:39
                        Index() @86:44
                          .value:
                            Name(id='do_ring') @86:44
                          .subs:
                            Name(id='slot') @86:52
                        Name(id='acc_v') @86:59
                Assign(targets=('dst',)) @87:13
                  .value:
                    Call(kwargs=()) @87:19
                      .func:
                        Name(id='dscores') @87:19
                      .args:
                        Name(id='pt') @87:27
                        Name(id='dact') @87:31
                        Name(id='dpt') @87:37
                        Index() @87:42
                          .value:
                            Name(id='dlt') @87:42
                          .subs:
                            Const(value=None) @87:46
                            FullSlice() @87:52
                        Name(id='ACT') @87:56
                Assign(targets=('dk_f',)) @88:13
                  .value:
                    Call(kwargs=()) @88:20
                      .func:
                        Name(id='mma_async') @88:20
                      .args:
                        Call(kwargs=()) @88:30
                          .func:
                            Name(id='cast') @88:30
                          .args:
                            Name(id='dst') @88:35
                            Name(id='DT') @88:40
                        Index() @88:45
                          .value:
                            Name(id='q_ring') @88:45
                          .subs:
                            Name(id='slot') @88:52
                        Name(id='acc_k') @88:59
                Assign(targets=('acc_v',)) @89:13
                  .value:
                    Call() @89:21
                      .func:
                        Name(id='mma_wait') @89:21
                      .args:
                        Name(id='dv_f') @89:30
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @89:44
                        )
                Assign(targets=('acc_k',)) @90:13
                  .value:
                    Call(kwargs=()) @90:21
                      .func:
                        Name(id='mma_wait') @90:21
                      .args:
                        Name(id='dk_f') @90:30
                Arrive(count=None) @91:13
                  .target:
                    Index() @91:20
                      .value:
                        Name(id='qd_free') @91:20
                      .subs:
                        Name(id='slot') @91:28
            Arrive(count=None) @92:9
              .target:
                Index() @92:16
                  .value:
                    Name(id='kv_free') @92:16
                  .subs:
                    Name(id='ks') @92:24
            Assign(targets=('k_scale',)) @93:9
              .value:
                Name(id='sm_scale') @93:19
            Assign(targets=('v_scale',)) @94:9
              .value:
                Const(value=1.0) @94:19
            If(orelse=()) @95:9
              .cond:
                BinOp(op='==') @95:12
                  .lhs:
                    Name(id='ACT') @95:12
                  .rhs:
                    Const(value='silu') @95:19
              .body:
                Assign(targets=('k_scale',)) @96:13
                  .value:
                    BinOp(op='*') @96:23
                      .lhs:
                        Name(id='sm_scale') @96:23
                      .rhs:
                        Name(id='out_scale') @96:34
                Assign(targets=('v_scale',)) @97:13
                  .value:
                    Name(id='out_scale') @97:23
            Assign(targets=('live',)) @98:9
              .value:
                BinOp(op='<') @98:16
                  .lhs:
                    Name(id='krows') @98:16
                  .rhs:
                    Name(id='len_k') @98:24
            Store() @99:9
              .target:
                Index() @99:9
                  .value:
                    Name(id='dk') @99:9
                  .subs:
                    Name(id='seq') @99:12
              .subs:
                Index() @99:17
                  .value:
                    Name(id='krows') @99:17
                  .subs:
                    FullSlice() @99:23
                    Const(value=None) @99:26
                Name(id='kvh') @99:33
                Index() @99:38
                  .value:
                    Call(kwargs=()) @99:38
                      .func:
                        Name(id='arange') @99:38
                      .args:
                        Name(id='D') @99:45
                  .subs:
                    Const(value=None) @99:48
                    FullSlice() @99:54
              .value:
                Call(kwargs=()) @99:60
                  .func:
                    Name(id='cast') @99:60
                  .args:
                    BinOp(op='*') @99:65
                      .lhs:
                        Name(id='acc_k') @99:65
                      .rhs:
                        Name(id='k_scale') @99:73
                    Name(id='DT') @99:82
              .mask:
                Index() @99:92
                  .value:
                    Name(id='live') @99:92
                  .subs:
                    FullSlice() @99:97
                    Const(value=None) @99:100
            Store() @100:9
              .target:
                Index() @100:9
                  .value:
                    Name(id='dv') @100:9
                  .subs:
                    Name(id='seq') @100:12
              .subs:
                Index() @100:17
                  .value:
                    Name(id='krows') @100:17
                  .subs:
                    FullSlice() @100:23
                    Const(value=None) @100:26
                Name(id='kvh') @100:33
                Index() @100:38
                  .value:
                    Call(kwargs=()) @100:38
                      .func:
                        Name(id='arange') @100:38
                      .args:
                        Name(id='D') @100:45
                  .subs:
                    Const(value=None) @100:48
                    FullSlice() @100:54
              .value:
                Call(kwargs=()) @100:60
                  .func:
                    Name(id='cast') @100:60
                  .args:
                    BinOp(op='*') @100:65
                      .lhs:
                        Name(id='acc_v') @100:65
                      .rhs:
                        Name(id='v_scale') @100:73
                    Name(id='DT') @100:82
              .mask:
                Index() @100:92
                  .value:
                    Name(id='live') @100:92
                  .subs:
                    FullSlice() @100:97
                    Const(value=None) @100:100