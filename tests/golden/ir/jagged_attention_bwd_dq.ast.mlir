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
    KernelDef(name='attn_bwd_dq') @5:1
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
        Param(name='o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @7:9
          .dtype:
            Name(id='DT') @7:19
        Param(name='d_o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @7:41
          .dtype:
            Name(id='DT') @7:53
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @7:75
          .dtype:
            Name(id='f32') @7:87
        Param(name='dlse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @8:9
          .dtype:
            Name(id='f32') @8:22
        Param(name='delta', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @8:42
          .dtype:
            Name(id='f32') @8:56
        Param(name='dq', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @8:76
          .dtype:
            Name(id='DT') @8:87
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
            Const(value=128) @10:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @10:64
          .default:
            Const(value=64) @10:81
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
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @11:75
          .default:
            Const(value=64) @11:89
      .body:
        Tiles() @12:5
          .dims:
            (
              ('seq', 'm')
              Call(kwargs=()) @12:21
                .func:
                  Name(id='blocks') @12:21
                .args:
                  Name(id='q') @12:28
                  Name(id='BLOCK_M') @12:31
            )
            (
              ('head',)
              Call(kwargs=()) @12:49
                .func:
                  Name(id='range') @12:49
                .args:
                  Name(id='H') @12:55
            )
          .options:
            Name(id='persistent') @12:58
            Name(id='longest_first') @12:69
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @13:5
          .cond:
            BinOp(op='==') @13:19
              .lhs:
                BinOp(op='%') @13:19
                  .lhs:
                    Name(id='BLOCK_M') @13:19
                  .rhs:
                    Name(id='WG_M') @13:29
              .rhs:
                Const(value=0) @13:37
        Assign(targets=('NWG',)) @14:5
          .value:
            BinOp(op='//') @14:11
              .lhs:
                Name(id='BLOCK_M') @14:11
              .rhs:
                Name(id='WG_M') @14:22
        SmemDecl(name='q_tile') @17:5
          .stages:
            BinOp(op='*') @17:17
              .lhs:
                Const(value=2) @17:17
              .rhs:
                BinOp(op='//') @17:22
                  .lhs:
                    Name(id='BLOCK_M') @17:22
                  .rhs:
                    Name(id='WG_M') @17:33
          .dtype:
            Name(id='DT') @17:41
          .shape:
            Name(id='WG_M') @17:44
            Name(id='D') @17:50
        SmemDecl(name='do_tile') @18:5
          .stages:
            BinOp(op='*') @18:18
              .lhs:
                Const(value=2) @18:18
              .rhs:
                BinOp(op='//') @18:23
                  .lhs:
                    Name(id='BLOCK_M') @18:23
                  .rhs:
                    Name(id='WG_M') @18:34
          .dtype:
            Name(id='DT') @18:42
          .shape:
            Name(id='WG_M') @18:45
            Name(id='D') @18:51
        SmemDecl(name='k_ring') @19:5
          .stages:
            Name(id='STAGES') @19:17
          .dtype:
            Name(id='DT') @19:26
          .shape:
            Name(id='BLOCK_N') @19:29
            Name(id='D') @19:38
        SmemDecl(name='v_ring') @20:5
          .stages:
            Name(id='STAGES') @20:17
          .dtype:
            Name(id='DT') @20:26
          .shape:
            Name(id='BLOCK_N') @20:29
            Name(id='D') @20:38
        BarrierDecl(name='q_ready', kwargs=()) @21:5
          .size:
            Const(value=2) @21:21
        BarrierDecl(name='q_free') @22:5
          .size:
            Const(value=2) @22:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @22:29
                .lhs:
                  Name(id='BLOCK_M') @22:29
                .rhs:
                  Name(id='WG_M') @22:40
            )
        BarrierDecl(name='k_ready', kwargs=()) @23:5
          .size:
            Name(id='STAGES') @23:21
        BarrierDecl(name='k_free') @24:5
          .size:
            Name(id='STAGES') @24:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @24:34
                .lhs:
                  Name(id='BLOCK_M') @24:34
                .rhs:
                  Name(id='WG_M') @24:45
            )
        BarrierDecl(name='v_ready', kwargs=()) @25:5
          .size:
            Name(id='STAGES') @25:21
        BarrierDecl(name='v_free') @26:5
          .size:
            Name(id='STAGES') @26:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @26:34
                .lhs:
                  Name(id='BLOCK_M') @26:34
                .rhs:
                  Name(id='WG_M') @26:45
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
        Assign(targets=('kv_head',)) @30:5
          .value:
            BinOp(op='//') @30:15
              .lhs:
                Name(id='head') @30:15
              .rhs:
                BinOp(op='//') @30:24
                  .lhs:
                    Name(id='H') @30:24
                  .rhs:
                    Name(id='HKV') @30:29
        Assign(targets=('hi',)) @31:5
          .value:
            Name(id='len_k') @31:10
        If(orelse=()) @32:5
          .cond:
            Name(id='CAUSAL') @32:8
          .body:
            Assign(targets=('hi',)) @33:9
              .value:
                Call(kwargs=()) @33:14
                  .func:
                    Name(id='minimum') @33:14
                  .args:
                    Name(id='len_k') @33:22
                    BinOp(op='-') @33:30
                      .lhs:
                        BinOp(op='+') @33:30
                          .lhs:
                            BinOp(op='*') @33:30
                              .lhs:
                                BinOp(op='+') @33:30
                                  .lhs:
                                    Name(id='m') @33:30
                                  .rhs:
                                    Const(value=1) @33:34
                              .rhs:
                                Name(id='BLOCK_M') @33:39
                          .rhs:
                            Name(id='len_k') @33:49
                      .rhs:
                        Name(id='len_q') @33:57
        Assign(targets=('n_blocks',)) @34:5
          .value:
            Call(kwargs=()) @34:16
              .func:
                Name(id='cdiv') @34:16
              .args:
                Call(kwargs=()) @34:21
                  .func:
                    Name(id='maximum') @34:21
                  .args:
                    Name(id='hi') @34:29
                    Const(value=0) @34:33
                Name(id='BLOCK_N') @34:37
        Role(name='load', replica=None) @36:5
          .kwargs:
            (
              'warps'
              Const(value=1) @36:21
            )
            (
              'regs'
              Const(value=24) @36:29
            )
          .body:
            Assign(targets=('qs',)) @37:9
              .value:
                BinOp(op='%') @37:14
                  .lhs:
                    Name(id='tile_index') @37:14
                  .rhs:
                    Const(value=2) @37:27
            Wait(phase=None) @38:9
              .target:
                Index() @38:14
                  .value:
                    Name(id='q_free') @38:14
                  .subs:
                    Name(id='qs') @38:21
            Expect() @39:9
              .target:
                Index() @39:16
                  .value:
                    Name(id='q_ready') @39:16
                  .subs:
                    Name(id='qs') @39:24
              .nbytes:
                BinOp(op='*') @39:29
                  .lhs:
                    BinOp(op='*') @39:29
                      .lhs:
                        Const(value=2) @39:29
                      .rhs:
                        Name(id='NWG') @39:33
                  .rhs:
                    Call(kwargs=()) @39:39
                      .func:
                        Name(id='bytes') @39:39
                      .args:
                        Name(id='q_tile') @39:45
            For(var='i') @40:9
              .iter:
                Call(kwargs=()) @40:18
                  .func:
                    Name(id='static_range') @40:18
                  .args:
                    Name(id='NWG') @40:31
              .body:
                Tma() @41:13
                  .dst:
                    Index() @41:17
                      .value:
                        Name(id='q_tile') @41:17
                      .subs:
                        BinOp(op='+') @41:24
                          .lhs:
                            BinOp(op='*') @41:24
                              .lhs:
                                Name(id='qs') @41:24
                              .rhs:
                                Name(id='NWG') @41:29
                          .rhs:
                            Name(id='i') @41:35
                  .src:
                    Index() @41:41
                      .value:
                        Name(id='q') @41:41
                      .subs:
                        Name(id='seq') @41:43
                        BinOp(op='+') @41:48
                          .lhs:
                            BinOp(op='*') @41:48
                              .lhs:
                                Name(id='NWG') @41:48
                              .rhs:
                                Name(id='m') @41:54
                          .rhs:
                            Name(id='i') @41:58
                        Name(id='head') @41:61
                  .signals:
                    Index() @41:75
                      .value:
                        Name(id='q_ready') @41:75
                      .subs:
                        Name(id='qs') @41:83
                Tma() @42:13
                  .dst:
                    Index() @42:17
                      .value:
                        Name(id='do_tile') @42:17
                      .subs:
                        BinOp(op='+') @42:25
                          .lhs:
                            BinOp(op='*') @42:25
                              .lhs:
                                Name(id='qs') @42:25
                              .rhs:
                                Name(id='NWG') @42:30
                          .rhs:
                            Name(id='i') @42:36
                  .src:
                    Index() @42:42
                      .value:
                        Name(id='d_o') @42:42
                      .subs:
                        Name(id='seq') @42:46
                        BinOp(op='+') @42:51
                          .lhs:
                            BinOp(op='*') @42:51
                              .lhs:
                                Name(id='NWG') @42:51
                              .rhs:
                                Name(id='m') @42:57
                          .rhs:
                            Name(id='i') @42:61
                        Name(id='head') @42:64
                  .signals:
                    Index() @42:78
                      .value:
                        Name(id='q_ready') @42:78
                      .subs:
                        Name(id='qs') @42:86
            Pipeline(var='n', slot='slot', ring='kv') @43:9
              .iter:
                Call(kwargs=()) @43:23
                  .func:
                    Name(id='range') @43:23
                  .args:
                    Name(id='n_blocks') @43:29
              .stages:
                Name(id='STAGES') @43:52
              .body:
                Wait(phase=None) @44:13
                  .target:
                    Index() @44:18
                      .value:
                        Name(id='k_free') @44:18
                      .subs:
                        Name(id='slot') @44:25
                Expect() @45:13
                  .target:
                    Index() @45:20
                      .value:
                        Name(id='k_ready') @45:20
                      .subs:
                        Name(id='slot') @45:28
                  .nbytes:
                    Call(kwargs=()) @45:35
                      .func:
                        Name(id='bytes') @45:35
                      .args:
                        Name(id='k_ring') @45:41
                Tma() @46:13
                  .dst:
                    Index() @46:17
                      .value:
                        Name(id='k_ring') @46:17
                      .subs:
                        Name(id='slot') @46:24
                  .src:
                    Index() @46:33
                      .value:
                        Name(id='k') @46:33
                      .subs:
                        Name(id='seq') @46:35
                        Name(id='n') @46:40
                        Name(id='kv_head') @46:43
                  .signals:
                    Index() @46:60
                      .value:
                        Name(id='k_ready') @46:60
                      .subs:
                        Name(id='slot') @46:68
                Wait(phase=None) @47:13
                  .target:
                    Index() @47:18
                      .value:
                        Name(id='v_free') @47:18
                      .subs:
                        Name(id='slot') @47:25
                Expect() @48:13
                  .target:
                    Index() @48:20
                      .value:
                        Name(id='v_ready') @48:20
                      .subs:
                        Name(id='slot') @48:28
                  .nbytes:
                    Call(kwargs=()) @48:35
                      .func:
                        Name(id='bytes') @48:35
                      .args:
                        Name(id='v_ring') @48:41
                Tma() @49:13
                  .dst:
                    Index() @49:17
                      .value:
                        Name(id='v_ring') @49:17
                      .subs:
                        Name(id='slot') @49:24
                  .src:
                    Index() @49:33
                      .value:
                        Name(id='v') @49:33
                      .subs:
                        Name(id='seq') @49:35
                        Name(id='n') @49:40
                        Name(id='kv_head') @49:43
                  .signals:
                    Index() @49:60
                      .value:
                        Name(id='v_ready') @49:60
                      .subs:
                        Name(id='slot') @49:68
        Role(name='compute', replica='wg') @51:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @51:29
            )
            (
              'regs'
              Name(id='REGS') @51:39
            )
          .body:
            Assign(targets=('qk_scale',)) @52:9
              .value:
                BinOp(op='*') @52:20
                  .lhs:
                    Name(id='sm_scale') @52:20
                  .rhs:
                    Name(id='LOG2E') @52:31
            Assign(targets=('row0',)) @53:9
              .value:
                BinOp(op='+') @53:16
                  .lhs:
                    BinOp(op='*') @53:16
                      .lhs:
                        Name(id='m') @53:16
                      .rhs:
                        Name(id='BLOCK_M') @53:20
                  .rhs:
                    BinOp(op='*') @53:30
                      .lhs:
                        Name(id='wg') @53:30
                      .rhs:
                        Name(id='WG_M') @53:35
            Assign(targets=('rows',)) @54:9
              .value:
                BinOp(op='+') @54:16
                  .lhs:
                    Name(id='row0') @54:16
                  .rhs:
                    Call(kwargs=()) @54:23
                      .func:
                        Name(id='arange') @54:23
                      .args:
                        Name(id='WG_M') @54:30
            Assign(targets=('cols',)) @55:9
              .value:
                Call(kwargs=()) @55:16
                  .func:
                    Name(id='arange') @55:16
                  .args:
                    Name(id='BLOCK_N') @55:23
            Assign(targets=('live',)) @56:9
              .value:
                BinOp(op='<') @56:16
                  .lhs:
                    Name(id='rows') @56:16
                  .rhs:
                    Name(id='len_q') @56:23
            Assign(targets=('lse2',)) @57:9
              .value:
                Call(kwargs=()) @57:16
                  .func:
                    Name(id='zeros') @57:16
                  .args:
                    ListLit() @57:22
                      .elts:
                        Name(id='WG_M') @57:23
                    Name(id='f32') @57:30
            Assign(targets=('dlt',)) @58:9
              .value:
                Call(kwargs=()) @58:15
                  .func:
                    Name(id='zeros') @58:15
                  .args:
                    ListLit() @58:21
                      .elts:
                        Name(id='WG_M') @58:22
                    Name(id='f32') @58:29
            If(orelse=()) @59:9
              .cond:
                BinOp(op='==') @59:12
                  .lhs:
                    Name(id='ACT') @59:12
                  .rhs:
                    Const(value='softmax') @59:19
              .body:
                Assign(targets=('lse2',)) @60:13
                  .value:
                    BinOp(op='*') @60:20
                      .lhs:
                        Index() @60:20
                          .value:
                            Index() @60:20
                              .value:
                                Name(id='lse') @60:20
                              .subs:
                                Name(id='seq') @60:24
                          .subs:
                            Name(id='rows') @60:29
                            Name(id='head') @60:35
                      .rhs:
                        Name(id='LOG2E') @60:43
                Assign(targets=('o_rows',)) @61:13
                  .value:
                    Call(kwargs=()) @61:22
                      .func:
                        Name(id='cast') @61:22
                      .args:
                        Index() @61:27
                          .value:
                            Index() @61:27
                              .value:
                                Name(id='o') @61:27
                              .subs:
                                Name(id='seq') @61:29
                          .subs:
                            Index() @61:34
                              .value:
                                Name(id='rows') @61:34
                              .subs:
                                FullSlice() @61:39
                                Const(value=None) @61:42
                            Name(id='head') @61:49
                            Index() @61:55
                              .value:
                                Call(kwargs=()) @61:55
                                  .func:
                                    Name(id='arange') @61:55
                                  .args:
                                    Name(id='D') @61:62
                              .subs:
                                Const(value=None) @61:65
                                FullSlice() @61:71
                        Name(id='f32') @61:76
                Assign(targets=('dlt',)) @62:13
                  .value:
                    Unary(op='-') @62:19
                      .operand:
                        Index() @62:20
                          .value:
                            Index() @62:20
                              .value:
                                Name(id='dlse') @62:20
                              .subs:
                                Name(id='seq') @62:25
                          .subs:
                            Name(id='rows') @62:30
                            Name(id='head') @62:36
            Assign(targets=('acc',)) @63:9
              .value:
                Call(kwargs=()) @63:15
                  .func:
                    Name(id='zeros') @63:15
                  .args:
                    ListLit() @63:21
                      .elts:
                        Name(id='WG_M') @63:22
                        Name(id='D') @63:28
                    Name(id='f32') @63:32
            Assign(targets=('qs',)) @64:9
              .value:
                BinOp(op='%') @64:14
                  .lhs:
                    Name(id='tile_index') @64:14
                  .rhs:
                    Const(value=2) @64:27
            Assign(targets=('mine',)) @65:9
              .value:
                BinOp(op='+') @65:16
                  .lhs:
                    BinOp(op='*') @65:16
                      .lhs:
                        Name(id='qs') @65:16
                      .rhs:
                        Name(id='NWG') @65:21
                  .rhs:
                    Name(id='wg') @65:27
            Wait(phase=None) @66:9
              .target:
                Index() @66:14
                  .value:
                    Name(id='q_ready') @66:14
                  .subs:
                    Name(id='qs') @66:22
            If(orelse=()) @67:9
              .cond:
                BinOp(op='==') @67:12
                  .lhs:
                    Name(id='ACT') @67:12
                  .rhs:
                    Const(value='softmax') @67:19
              .body:
                Assign(targets=('dlt',)) @68:13
                  .value:
                    BinOp(op='+') @68:19
                      .lhs:
                        Name(id='dlt') @68:19
                      .rhs:
                        Call() @68:25
                          .func:
                            Name(id='sum') @68:25
                          .args:
                            BinOp(op='*') @68:29
                              .lhs:
                                Name(id='o_rows') @68:29
                              .rhs:
                                Call(kwargs=()) @68:38
                                  .func:
                                    Name(id='cast') @68:38
                                  .args:
                                    Call(kwargs=()) @68:43
                                      .func:
                                        Name(id='load') @68:43
                                      .args:
                                        Index() @68:48
                                          .value:
                                            Name(id='do_tile') @68:48
                                          .subs:
                                            Name(id='mine') @68:56
                                    Name(id='f32') @68:64
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @68:75
                            )
                Store() @69:13
                  .target:
                    Index() @69:13
                      .value:
                        Name(id='delta') @69:13
                      .subs:
                        Name(id='seq') @69:19
                  .subs:
                    Name(id='rows') @69:24
                    Name(id='head') @69:30
                  .value:
                    Name(id='dlt') @69:38
                  .mask:
                    Name(id='live') @69:48
            Pipeline(var='n', slot='slot', ring='kv') @70:9
              .iter:
                Call(kwargs=()) @70:23
                  .func:
                    Name(id='range') @70:23
                  .args:
                    Name(id='n_blocks') @70:29
              .stages:
                Name(id='STAGES') @70:52
              .body:
                Assign(targets=('edge',)) @71:13
                  .value:
                    BinOp(op='>') @71:20
                      .lhs:
                        BinOp(op='*') @71:21
                          .lhs:
                            BinOp(op='+') @71:21
                              .lhs:
                                Name(id='n') @71:21
                              .rhs:
                                Const(value=1) @71:25
                          .rhs:
                            Name(id='BLOCK_N') @71:30
                      .rhs:
                        Name(id='len_k') @71:40
                If(orelse=()) @72:13
                  .cond:
                    Name(id='CAUSAL') @72:16
                  .body:
                    Assign(targets=('edge',)) @73:17
                      .value:
                        BoolOp(op='or') @73:24
                          .values:
                            Name(id='edge') @73:24
                            BinOp(op='>') @73:32
                              .lhs:
                                BinOp(op='-') @73:33
                                  .lhs:
                                    BinOp(op='*') @73:33
                                      .lhs:
                                        BinOp(op='+') @73:33
                                          .lhs:
                                            Name(id='n') @73:33
                                          .rhs:
                                            Const(value=1) @73:37
                                      .rhs:
                                        Name(id='BLOCK_N') @73:42
                                  .rhs:
                                    Const(value=1) @73:52
                              .rhs:
                                BinOp(op='-') @73:56
                                  .lhs:
                                    BinOp(op='+') @73:56
                                      .lhs:
                                        Name(id='row0') @73:56
                                      .rhs:
                                        Name(id='len_k') @73:63
                                  .rhs:
                                    Name(id='len_q') @73:71
                Wait(phase=None) @74:13
                  .target:
                    Index() @74:18
                      .value:
                        Name(id='k_ready') @74:18
                      .subs:
                        Name(id='slot') @74:26
                Assign(targets=('s_f',)) @75:13
                  .value:
                    Call(kwargs=()) @75:19
                      .func:
                        Name(id='mma_async') @75:19
                      .args:
                        Index() @75:29
                          .value:
                            Name(id='q_tile') @75:29
                          .subs:
                            Name(id='mine') @75:36
                        Attr(name='T') @75:43
                          .value:
                            Index() @75:43
                              .value:
                                Name(id='k_ring') @75:43
                              .subs:
                                Name(id='slot') @75:50
                Wait(phase=None) @76:13
                  .target:
                    Index() @76:18
                      .value:
                        Name(id='v_ready') @76:18
                      .subs:
                        Name(id='slot') @76:26
                Assign(targets=('dp_f',)) @77:13
                  .value:
                    Call(kwargs=()) @77:20
                      .func:
                        Name(id='mma_async') @77:20
                      .args:
                        Index() @77:30
                          .value:
                            Name(id='do_tile') @77:30
                          .subs:
                            Name(id='mine') @77:38
                        Attr(name='T') @77:45
                          .value:
                            Index() @77:45
                              .value:
                                Name(id='v_ring') @77:45
                              .subs:
                                Name(id='slot') @77:52
                Assign(targets=('s',)) @78:13
                  .value:
                    Call() @78:17
                      .func:
                        Name(id='mma_wait') @78:17
                      .args:
                        Name(id='s_f') @78:26
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @78:39
                        )
                Assign(targets=('p', 'dact')) @79:13
                  .value:
                    Call(kwargs=()) @79:23
                      .func:
                        Name(id='probs') @79:23
                      .args:
                        Name(id='s') @79:29
                        Name(id='edge') @79:32
                        Index() @79:38
                          .value:
                            Name(id='rows') @79:38
                          .subs:
                            FullSlice() @79:43
                            Const(value=None) @79:46
                        BinOp(op='+') @79:53
                          .lhs:
                            BinOp(op='*') @79:53
                              .lhs:
                                Name(id='n') @79:53
                              .rhs:
                                Name(id='BLOCK_N') @79:57
                          .rhs:
                            Index() @79:67
                              .value:
                                Name(id='cols') @79:67
                              .subs:
                                Const(value=None) @79:72
                                FullSlice() @79:78
                        Name(id='len_q') @79:82
                        Name(id='len_k') @79:89
                        Index() @79:96
                          .value:
                            Name(id='lse2') @79:96
                          .subs:
                            FullSlice() @79:101
                            Const(value=None) @79:104
                        Name(id='qk_scale') @80:29
                        Name(id='sm_scale') @80:39
                        Name(id='CAUSAL') @80:49
                        Name(id='ACT') @80:57
                Assign(targets=('dp',)) @81:13
                  .value:
                    Call(kwargs=()) @81:18
                      .func:
                        Name(id='mma_wait') @81:18
                      .args:
                        Name(id='dp_f') @81:27
                Arrive(count=None) @82:13
                  .target:
                    Index() @82:20
                      .value:
                        Name(id='v_free') @82:20
                      .subs:
                        Name(id='slot') @82:27
                Assign(targets=('ds',)) @83:13
                  .value:
                    Call(kwargs=()) @83:18
                      .func:
                        Name(id='dscores') @83:18
                      .args:
                        Name(id='p') @83:26
                        Name(id='dact') @83:29
                        Name(id='dp') @83:35
                        Index() @83:39
                          .value:
                            Name(id='dlt') @83:39
                          .subs:
                            FullSlice() @83:43
                            Const(value=None) @83:46
                        Name(id='ACT') @83:53
                Assign(targets=('acc',)) @84:13
                  .value:
                    Call(kwargs=()) @84:19
                      .func:
                        Name(id='mma_wait') @84:19
                      .args:
                        Call(kwargs=()) @84:28
                          .func:
                            Name(id='mma_async') @84:28
                          .args:
                            Call(kwargs=()) @84:38
                              .func:
                                Name(id='cast') @84:38
                              .args:
                                Name(id='ds') @84:43
                                Name(id='DT') @84:47
                            Index() @84:52
                              .value:
                                Name(id='k_ring') @84:52
                              .subs:
                                Name(id='slot') @84:59
                            Name(id='acc') @84:66
                Arrive(count=None) @85:13
                  .target:
                    Index() @85:20
                      .value:
                        Name(id='k_free') @85:20
                      .subs:
                        Name(id='slot') @85:27
            Arrive(count=None) @86:9
              .target:
                Index() @86:16
                  .value:
                    Name(id='q_free') @86:16
                  .subs:
                    Name(id='qs') @86:23
            Assign(targets=('q_scale',)) @87:9
              .value:
                Name(id='sm_scale') @87:19
            If(orelse=()) @88:9
              .cond:
                BinOp(op='==') @88:12
                  .lhs:
                    Name(id='ACT') @88:12
                  .rhs:
                    Const(value='silu') @88:19
              .body:
                Assign(targets=('q_scale',)) @89:13
                  .value:
                    BinOp(op='*') @89:23
                      .lhs:
                        Name(id='sm_scale') @89:23
                      .rhs:
                        Name(id='out_scale') @89:34
            Store() @90:9
              .target:
                Index() @90:9
                  .value:
                    Name(id='dq') @90:9
                  .subs:
                    Name(id='seq') @90:12
              .subs:
                Index() @90:17
                  .value:
                    Name(id='rows') @90:17
                  .subs:
                    FullSlice() @90:22
                    Const(value=None) @90:25
                Name(id='head') @90:32
                Index() @90:38
                  .value:
                    Call(kwargs=()) @90:38
                      .func:
                        Name(id='arange') @90:38
                      .args:
                        Name(id='D') @90:45
                  .subs:
                    Const(value=None) @90:48
                    FullSlice() @90:54
              .value:
                Call(kwargs=()) @90:60
                  .func:
                    Name(id='cast') @90:60
                  .args:
                    BinOp(op='*') @90:65
                      .lhs:
                        Name(id='acc') @90:65
                      .rhs:
                        Name(id='q_scale') @90:71
                    Name(id='DT') @90:80
              .mask:
                Index() @90:90
                  .value:
                    Name(id='live') @90:90
                  .subs:
                    FullSlice() @90:95
                    Const(value=None) @90:98