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
              ('seq', 'n')
              Call(kwargs=()) @12:21
                .func:
                  Name(id='blocks') @12:21
                .args:
                  Name(id='k') @12:28
                  Name(id='BLOCK_N') @12:31
            )
            (
              ('kvh',)
              Call(kwargs=()) @12:48
                .func:
                  Name(id='range') @12:48
                .args:
                  Name(id='HKV') @12:54
            )
          .options:
            Name(id='persistent') @12:59
            Name(id='longest_first') @12:70
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
        BarrierDecl(name='q_ready', kwargs=()) @23:5
          .size:
            Name(id='STAGES') @23:21
        BarrierDecl(name='q_free') @24:5
          .size:
            Name(id='STAGES') @24:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @24:34
                .lhs:
                  Name(id='BLOCK_N') @24:34
                .rhs:
                  Name(id='WG_N') @24:45
            )
        BarrierDecl(name='do_ready', kwargs=()) @25:5
          .size:
            Name(id='STAGES') @25:22
        BarrierDecl(name='do_free') @26:5
          .size:
            Name(id='STAGES') @26:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @26:35
                .lhs:
                  Name(id='BLOCK_N') @26:35
                .rhs:
                  Name(id='WG_N') @26:46
            )
        Assign(targets=('len_q',)) @28:5
          .value:
            Attr(name='len') @28:13
              .value:
                Index() @28:13
                  .value:
                    Name(id='q') @28:13
                  .subs:
                    Name(id='seq') @28:15
        Assign(targets=('len_k',)) @29:5
          .value:
            Attr(name='len') @29:13
              .value:
                Index() @29:13
                  .value:
                    Name(id='k') @29:13
                  .subs:
                    Name(id='seq') @29:15
        Assign(targets=('group',)) @30:5
          .value:
            BinOp(op='//') @30:13
              .lhs:
                Name(id='H') @30:13
              .rhs:
                Name(id='HKV') @30:18
        Assign(targets=('m_lo',)) @32:5
          .value:
            Const(value=0) @32:12
        If(orelse=()) @33:5
          .cond:
            Name(id='CAUSAL') @33:8
          .body:
            Assign(targets=('m_lo',)) @34:9
              .value:
                BinOp(op='//') @34:16
                  .lhs:
                    Call(kwargs=()) @34:16
                      .func:
                        Name(id='maximum') @34:16
                      .args:
                        BinOp(op='-') @34:24
                          .lhs:
                            BinOp(op='*') @34:24
                              .lhs:
                                Name(id='n') @34:24
                              .rhs:
                                Name(id='BLOCK_N') @34:28
                          .rhs:
                            BinOp(op='-') @34:39
                              .lhs:
                                Name(id='len_k') @34:39
                              .rhs:
                                Name(id='len_q') @34:47
                        Const(value=0) @34:55
                  .rhs:
                    Name(id='BLOCK_M') @34:61
        Assign(targets=('n_m',)) @35:5
          .value:
            Call(kwargs=()) @35:11
              .func:
                Name(id='maximum') @35:11
              .args:
                BinOp(op='-') @35:19
                  .lhs:
                    Call(kwargs=()) @35:19
                      .func:
                        Name(id='cdiv') @35:19
                      .args:
                        Name(id='len_q') @35:24
                        Name(id='BLOCK_M') @35:31
                  .rhs:
                    Name(id='m_lo') @35:42
                Const(value=0) @35:48
        Assign(targets=('steps',)) @36:5
          .value:
            BinOp(op='*') @36:13
              .lhs:
                Name(id='group') @36:13
              .rhs:
                Name(id='n_m') @36:21
        Role(name='load', replica=None) @38:5
          .kwargs:
            (
              'warps'
              Const(value=1) @38:21
            )
            (
              'regs'
              Const(value=24) @38:29
            )
          .body:
            Assign(targets=('ks',)) @39:9
              .value:
                BinOp(op='%') @39:14
                  .lhs:
                    Name(id='tile_index') @39:14
                  .rhs:
                    Const(value=2) @39:27
            Wait(phase=None) @40:9
              .target:
                Index() @40:14
                  .value:
                    Name(id='kv_free') @40:14
                  .subs:
                    Name(id='ks') @40:22
            Expect() @41:9
              .target:
                Index() @41:16
                  .value:
                    Name(id='kv_ready') @41:16
                  .subs:
                    Name(id='ks') @41:25
              .nbytes:
                BinOp(op='*') @41:30
                  .lhs:
                    BinOp(op='*') @41:30
                      .lhs:
                        Const(value=2) @41:30
                      .rhs:
                        Name(id='NWG') @41:34
                  .rhs:
                    Call(kwargs=()) @41:40
                      .func:
                        Name(id='bytes') @41:40
                      .args:
                        Name(id='k_tile') @41:46
            For(var='i') @42:9
              .iter:
                Call(kwargs=()) @42:18
                  .func:
                    Name(id='static_range') @42:18
                  .args:
                    Name(id='NWG') @42:31
              .body:
                Tma() @43:13
                  .dst:
                    Index() @43:17
                      .value:
                        Name(id='k_tile') @43:17
                      .subs:
                        BinOp(op='+') @43:24
                          .lhs:
                            BinOp(op='*') @43:24
                              .lhs:
                                Name(id='ks') @43:24
                              .rhs:
                                Name(id='NWG') @43:29
                          .rhs:
                            Name(id='i') @43:35
                  .src:
                    Index() @43:41
                      .value:
                        Name(id='k') @43:41
                      .subs:
                        Name(id='seq') @43:43
                        BinOp(op='+') @43:48
                          .lhs:
                            BinOp(op='*') @43:48
                              .lhs:
                                Name(id='NWG') @43:48
                              .rhs:
                                Name(id='n') @43:54
                          .rhs:
                            Name(id='i') @43:58
                        Name(id='kvh') @43:61
                  .signals:
                    Index() @43:74
                      .value:
                        Name(id='kv_ready') @43:74
                      .subs:
                        Name(id='ks') @43:83
                Tma() @44:13
                  .dst:
                    Index() @44:17
                      .value:
                        Name(id='v_tile') @44:17
                      .subs:
                        BinOp(op='+') @44:24
                          .lhs:
                            BinOp(op='*') @44:24
                              .lhs:
                                Name(id='ks') @44:24
                              .rhs:
                                Name(id='NWG') @44:29
                          .rhs:
                            Name(id='i') @44:35
                  .src:
                    Index() @44:41
                      .value:
                        Name(id='v') @44:41
                      .subs:
                        Name(id='seq') @44:43
                        BinOp(op='+') @44:48
                          .lhs:
                            BinOp(op='*') @44:48
                              .lhs:
                                Name(id='NWG') @44:48
                              .rhs:
                                Name(id='n') @44:54
                          .rhs:
                            Name(id='i') @44:58
                        Name(id='kvh') @44:61
                  .signals:
                    Index() @44:74
                      .value:
                        Name(id='kv_ready') @44:74
                      .subs:
                        Name(id='ks') @44:83
            Pipeline(var='j', slot='slot', ring='qd') @45:9
              .iter:
                Call(kwargs=()) @45:23
                  .func:
                    Name(id='range') @45:23
                  .args:
                    Name(id='steps') @45:29
              .stages:
                Name(id='STAGES') @45:49
              .body:
                Assign(targets=('head',)) @46:13
                  .value:
                    BinOp(op='+') @46:20
                      .lhs:
                        BinOp(op='*') @46:20
                          .lhs:
                            Name(id='kvh') @46:20
                          .rhs:
                            Name(id='group') @46:26
                      .rhs:
                        BinOp(op='//') @46:34
                          .lhs:
                            Name(id='j') @46:34
                          .rhs:
                            Name(id='n_m') @46:39
                Assign(targets=('mb',)) @47:13
                  .value:
                    BinOp(op='+') @47:18
                      .lhs:
                        Name(id='m_lo') @47:18
                      .rhs:
                        BinOp(op='%') @47:25
                          .lhs:
                            Name(id='j') @47:25
                          .rhs:
                            Name(id='n_m') @47:29
                Wait(phase=None) @48:13
                  .target:
                    Index() @48:18
                      .value:
                        Name(id='q_free') @48:18
                      .subs:
                        Name(id='slot') @48:25
                Expect() @49:13
                  .target:
                    Index() @49:20
                      .value:
                        Name(id='q_ready') @49:20
                      .subs:
                        Name(id='slot') @49:28
                  .nbytes:
                    Call(kwargs=()) @49:35
                      .func:
                        Name(id='bytes') @49:35
                      .args:
                        Name(id='q_ring') @49:41
                Tma() @50:13
                  .dst:
                    Index() @50:17
                      .value:
                        Name(id='q_ring') @50:17
                      .subs:
                        Name(id='slot') @50:24
                  .src:
                    Index() @50:33
                      .value:
                        Name(id='q') @50:33
                      .subs:
                        Name(id='seq') @50:35
                        Name(id='mb') @50:40
                        Name(id='head') @50:44
                  .signals:
                    Index() @50:58
                      .value:
                        Name(id='q_ready') @50:58
                      .subs:
                        Name(id='slot') @50:66
                Wait(phase=None) @51:13
                  .target:
                    Index() @51:18
                      .value:
                        Name(id='do_free') @51:18
                      .subs:
                        Name(id='slot') @51:26
                Expect() @52:13
                  .target:
                    Index() @52:20
                      .value:
                        Name(id='do_ready') @52:20
                      .subs:
                        Name(id='slot') @52:29
                  .nbytes:
                    Call(kwargs=()) @52:36
                      .func:
                        Name(id='bytes') @52:36
                      .args:
                        Name(id='do_ring') @52:42
                Tma() @53:13
                  .dst:
                    Index() @53:17
                      .value:
                        Name(id='do_ring') @53:17
                      .subs:
                        Name(id='slot') @53:25
                  .src:
                    Index() @53:34
                      .value:
                        Name(id='d_o') @53:34
                      .subs:
                        Name(id='seq') @53:38
                        Name(id='mb') @53:43
                        Name(id='head') @53:47
                  .signals:
                    Index() @53:61
                      .value:
                        Name(id='do_ready') @53:61
                      .subs:
                        Name(id='slot') @53:70
        Role(name='compute', replica='wg') @55:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @55:29
            )
            (
              'regs'
              Name(id='REGS') @55:39
            )
          .body:
            Assign(targets=('qk_scale',)) @56:9
              .value:
                BinOp(op='*') @56:20
                  .lhs:
                    Name(id='sm_scale') @56:20
                  .rhs:
                    Name(id='LOG2E') @56:31
            Assign(targets=('krow0',)) @57:9
              .value:
                BinOp(op='+') @57:17
                  .lhs:
                    BinOp(op='*') @57:17
                      .lhs:
                        Name(id='n') @57:17
                      .rhs:
                        Name(id='BLOCK_N') @57:21
                  .rhs:
                    BinOp(op='*') @57:31
                      .lhs:
                        Name(id='wg') @57:31
                      .rhs:
                        Name(id='WG_N') @57:36
            Assign(targets=('krows',)) @58:9
              .value:
                BinOp(op='+') @58:17
                  .lhs:
                    Name(id='krow0') @58:17
                  .rhs:
                    Call(kwargs=()) @58:25
                      .func:
                        Name(id='arange') @58:25
                      .args:
                        Name(id='WG_N') @58:32
            Assign(targets=('qcols',)) @59:9
              .value:
                Call(kwargs=()) @59:17
                  .func:
                    Name(id='arange') @59:17
                  .args:
                    Name(id='BLOCK_M') @59:24
            Assign(targets=('ks',)) @60:9
              .value:
                BinOp(op='%') @60:14
                  .lhs:
                    Name(id='tile_index') @60:14
                  .rhs:
                    Const(value=2) @60:27
            Assign(targets=('mine',)) @61:9
              .value:
                BinOp(op='+') @61:16
                  .lhs:
                    BinOp(op='*') @61:16
                      .lhs:
                        Name(id='ks') @61:16
                      .rhs:
                        Name(id='NWG') @61:21
                  .rhs:
                    Name(id='wg') @61:27
            Assign(targets=('acc_k',)) @62:9
              .value:
                Call(kwargs=()) @62:17
                  .func:
                    Name(id='zeros') @62:17
                  .args:
                    ListLit() @62:23
                      .elts:
                        Name(id='WG_N') @62:24
                        Name(id='D') @62:30
                    Name(id='f32') @62:34
            Assign(targets=('acc_v',)) @63:9
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
            Wait(phase=None) @64:9
              .target:
                Index() @64:14
                  .value:
                    Name(id='kv_ready') @64:14
                  .subs:
                    Name(id='ks') @64:23
            Pipeline(var='j', slot='slot', ring='qd') @65:9
              .iter:
                Call(kwargs=()) @65:23
                  .func:
                    Name(id='range') @65:23
                  .args:
                    Name(id='steps') @65:29
              .stages:
                Name(id='STAGES') @65:49
              .body:
                Assign(targets=('head',)) @66:13
                  .value:
                    BinOp(op='+') @66:20
                      .lhs:
                        BinOp(op='*') @66:20
                          .lhs:
                            Name(id='kvh') @66:20
                          .rhs:
                            Name(id='group') @66:26
                      .rhs:
                        BinOp(op='//') @66:34
                          .lhs:
                            Name(id='j') @66:34
                          .rhs:
                            Name(id='n_m') @66:39
                Assign(targets=('mb',)) @67:13
                  .value:
                    BinOp(op='+') @67:18
                      .lhs:
                        Name(id='m_lo') @67:18
                      .rhs:
                        BinOp(op='%') @67:25
                          .lhs:
                            Name(id='j') @67:25
                          .rhs:
                            Name(id='n_m') @67:29
                Assign(targets=('qpos',)) @68:13
                  .value:
                    BinOp(op='+') @68:20
                      .lhs:
                        BinOp(op='*') @68:20
                          .lhs:
                            Name(id='mb') @68:20
                          .rhs:
                            Name(id='BLOCK_M') @68:25
                      .rhs:
                        Name(id='qcols') @68:35
                Assign(targets=('lse2',)) @69:13
                  .value:
                    Call(kwargs=()) @69:20
                      .func:
                        Name(id='zeros') @69:20
                      .args:
                        ListLit() @69:26
                          .elts:
                            Name(id='BLOCK_M') @69:27
                        Name(id='f32') @69:37
                Assign(targets=('dlt',)) @70:13
                  .value:
                    Call(kwargs=()) @70:19
                      .func:
                        Name(id='zeros') @70:19
                      .args:
                        ListLit() @70:25
                          .elts:
                            Name(id='BLOCK_M') @70:26
                        Name(id='f32') @70:36
                If(orelse=()) @71:13
                  .cond:
                    BinOp(op='==') @71:16
                      .lhs:
                        Name(id='ACT') @71:16
                      .rhs:
                        Const(value='softmax') @71:23
                  .body:
                    Assign(targets=('lse2',)) @72:17
                      .value:
                        BinOp(op='*') @72:24
                          .lhs:
                            Index() @72:24
                              .value:
                                Index() @72:24
                                  .value:
                                    Name(id='lse') @72:24
                                  .subs:
                                    Name(id='seq') @72:28
                              .subs:
                                Name(id='qpos') @72:33
                                Name(id='head') @72:39
                          .rhs:
                            Name(id='LOG2E') @72:47
                    Assign(targets=('dlt',)) @73:17
                      .value:
                        Index() @73:23
                          .value:
                            Index() @73:23
                              .value:
                                Name(id='delta') @73:23
                              .subs:
                                Name(id='seq') @73:29
                          .subs:
                            Name(id='qpos') @73:34
                            Name(id='head') @73:40
                Assign(targets=('edge',)) @74:13
                  .value:
                    BinOp(op='>') @74:20
                      .lhs:
                        BinOp(op='*') @74:21
                          .lhs:
                            BinOp(op='+') @74:21
                              .lhs:
                                Name(id='mb') @74:21
                              .rhs:
                                Const(value=1) @74:26
                          .rhs:
                            Name(id='BLOCK_M') @74:31
                      .rhs:
                        Name(id='len_q') @74:41
                If(orelse=()) @75:13
                  .cond:
                    Name(id='CAUSAL') @75:16
                  .body:
                    Assign(targets=('edge',)) @76:17
                      .value:
                        BoolOp(op='or') @76:24
                          .values:
                            Name(id='edge') @76:24
                            BinOp(op='>') @76:32
                              .lhs:
                                BinOp(op='-') @76:32
                                  .lhs:
                                    BinOp(op='+') @76:32
                                      .lhs:
                                        Name(id='krow0') @76:32
                                      .rhs:
                                        Name(id='WG_N') @76:40
                                  .rhs:
                                    Const(value=1) @76:47
                              .rhs:
                                BinOp(op='-') @76:51
                                  .lhs:
                                    BinOp(op='+') @76:51
                                      .lhs:
                                        BinOp(op='*') @76:51
                                          .lhs:
                                            Name(id='mb') @76:51
                                          .rhs:
                                            Name(id='BLOCK_M') @76:56
                                      .rhs:
                                        Name(id='len_k') @76:66
                                  .rhs:
                                    Name(id='len_q') @76:74
                Wait(phase=None) @77:13
                  .target:
                    Index() @77:18
                      .value:
                        Name(id='q_ready') @77:18
                      .subs:
                        Name(id='slot') @77:26
                Assign(targets=('st_f',)) @78:13
                  .value:
                    Call(kwargs=()) @78:20
                      .func:
                        Name(id='mma_async') @78:20
                      .args:
                        Index() @78:30
                          .value:
                            Name(id='k_tile') @78:30
                          .subs:
                            Name(id='mine') @78:37
                        Attr(name='T') @78:44
                          .value:
                            Index() @78:44
                              .value:
                                Name(id='q_ring') @78:44
                              .subs:
                                Name(id='slot') @78:51
                Wait(phase=None) @79:13
                  .target:
                    Index() @79:18
                      .value:
                        Name(id='do_ready') @79:18
                      .subs:
                        Name(id='slot') @79:27
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
                Assign(targets=('acc_v',)) @85:13
                  .value:
                    Call(kwargs=()) @85:21
                      .func:
                        Name(id='mma_wait') @85:21
                      .args:
                        Call(kwargs=()) @85:30
                          .func:
                            Name(id='mma_async') @85:30
                          .args:
                            Call(kwargs=()) @85:40
                              .func:
                                Name(id='cast') @85:40
                              .args:
                                Name(id='pt') @85:45
                                Name(id='DT') @85:49
                            Index() @85:54
                              .value:
                                Name(id='do_ring') @85:54
                              .subs:
                                Name(id='slot') @85:62
                            Name(id='acc_v') @85:69
                Arrive(count=None) @86:13
                  .target:
                    Index() @86:20
                      .value:
                        Name(id='do_free') @86:20
                      .subs:
                        Name(id='slot') @86:28
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
                Assign(targets=('acc_k',)) @88:13
                  .value:
                    Call(kwargs=()) @88:21
                      .func:
                        Name(id='mma_wait') @88:21
                      .args:
                        Call(kwargs=()) @88:30
                          .func:
                            Name(id='mma_async') @88:30
                          .args:
                            Call(kwargs=()) @88:40
                              .func:
                                Name(id='cast') @88:40
                              .args:
                                Name(id='dst') @88:45
                                Name(id='DT') @88:50
                            Index() @88:55
                              .value:
                                Name(id='q_ring') @88:55
                              .subs:
                                Name(id='slot') @88:62
                            Name(id='acc_k') @88:69
                Arrive(count=None) @89:13
                  .target:
                    Index() @89:20
                      .value:
                        Name(id='q_free') @89:20
                      .subs:
                        Name(id='slot') @89:27
            Arrive(count=None) @90:9
              .target:
                Index() @90:16
                  .value:
                    Name(id='kv_free') @90:16
                  .subs:
                    Name(id='ks') @90:24
            Assign(targets=('k_scale',)) @91:9
              .value:
                Name(id='sm_scale') @91:19
            Assign(targets=('v_scale',)) @92:9
              .value:
                Const(value=1.0) @92:19
            If(orelse=()) @93:9
              .cond:
                BinOp(op='==') @93:12
                  .lhs:
                    Name(id='ACT') @93:12
                  .rhs:
                    Const(value='silu') @93:19
              .body:
                Assign(targets=('k_scale',)) @94:13
                  .value:
                    BinOp(op='*') @94:23
                      .lhs:
                        Name(id='sm_scale') @94:23
                      .rhs:
                        Name(id='out_scale') @94:34
                Assign(targets=('v_scale',)) @95:13
                  .value:
                    Name(id='out_scale') @95:23
            Assign(targets=('live',)) @96:9
              .value:
                BinOp(op='<') @96:16
                  .lhs:
                    Name(id='krows') @96:16
                  .rhs:
                    Name(id='len_k') @96:24
            Store() @97:9
              .target:
                Index() @97:9
                  .value:
                    Name(id='dk') @97:9
                  .subs:
                    Name(id='seq') @97:12
              .subs:
                Index() @97:17
                  .value:
                    Name(id='krows') @97:17
                  .subs:
                    FullSlice() @97:23
                    Const(value=None) @97:26
                Name(id='kvh') @97:33
                Index() @97:38
                  .value:
                    Call(kwargs=()) @97:38
                      .func:
                        Name(id='arange') @97:38
                      .args:
                        Name(id='D') @97:45
                  .subs:
                    Const(value=None) @97:48
                    FullSlice() @97:54
              .value:
                Call(kwargs=()) @97:60
                  .func:
                    Name(id='cast') @97:60
                  .args:
                    BinOp(op='*') @97:65
                      .lhs:
                        Name(id='acc_k') @97:65
                      .rhs:
                        Name(id='k_scale') @97:73
                    Name(id='DT') @97:82
              .mask:
                Index() @97:92
                  .value:
                    Name(id='live') @97:92
                  .subs:
                    FullSlice() @97:97
                    Const(value=None) @97:100
            Store() @98:9
              .target:
                Index() @98:9
                  .value:
                    Name(id='dv') @98:9
                  .subs:
                    Name(id='seq') @98:12
              .subs:
                Index() @98:17
                  .value:
                    Name(id='krows') @98:17
                  .subs:
                    FullSlice() @98:23
                    Const(value=None) @98:26
                Name(id='kvh') @98:33
                Index() @98:38
                  .value:
                    Call(kwargs=()) @98:38
                      .func:
                        Name(id='arange') @98:38
                      .args:
                        Name(id='D') @98:45
                  .subs:
                    Const(value=None) @98:48
                    FullSlice() @98:54
              .value:
                Call(kwargs=()) @98:60
                  .func:
                    Name(id='cast') @98:60
                  .args:
                    BinOp(op='*') @98:65
                      .lhs:
                        Name(id='acc_v') @98:65
                      .rhs:
                        Name(id='v_scale') @98:73
                    Name(id='DT') @98:82
              .mask:
                Index() @98:92
                  .value:
                    Name(id='live') @98:92
                  .subs:
                    FullSlice() @98:97
                    Const(value=None) @98:100