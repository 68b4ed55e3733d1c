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
        BarrierDecl(name='kv_ready', kwargs=()) @23:5
          .size:
            Name(id='STAGES') @23:22
        BarrierDecl(name='kv_free') @24:5
          .size:
            Name(id='STAGES') @24:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @24:35
                .lhs:
                  Name(id='BLOCK_M') @24:35
                .rhs:
                  Name(id='WG_M') @24:46
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
        Assign(targets=('kv_head',)) @28:5
          .value:
            BinOp(op='//') @28:15
              .lhs:
                Name(id='head') @28:15
              .rhs:
                BinOp(op='//') @28:24
                  .lhs:
                    Name(id='H') @28:24
                  .rhs:
                    Name(id='HKV') @28:29
        Assign(targets=('hi',)) @29:5
          .value:
            Name(id='len_k') @29:10
        If(orelse=()) @30:5
          .cond:
            Name(id='CAUSAL') @30:8
          .body:
            Assign(targets=('hi',)) @31:9
              .value:
                Call(kwargs=()) @31:14
                  .func:
                    Name(id='minimum') @31:14
                  .args:
                    Name(id='len_k') @31:22
                    BinOp(op='-') @31:30
                      .lhs:
                        BinOp(op='+') @31:30
                          .lhs:
                            BinOp(op='*') @31:30
                              .lhs:
                                BinOp(op='+') @31:30
                                  .lhs:
                                    Name(id='m') @31:30
                                  .rhs:
                                    Const(value=1) @31:34
                              .rhs:
                                Name(id='BLOCK_M') @31:39
                          .rhs:
                            Name(id='len_k') @31:49
                      .rhs:
                        Name(id='len_q') @31:57
        Assign(targets=('n_blocks',)) @32:5
          .value:
            Call(kwargs=()) @32:16
              .func:
                Name(id='cdiv') @32:16
              .args:
                Call(kwargs=()) @32:21
                  .func:
                    Name(id='maximum') @32:21
                  .args:
                    Name(id='hi') @32:29
                    Const(value=0) @32:33
                Name(id='BLOCK_N') @32:37
        Role(name='load', replica=None) @34:5
          .kwargs:
            (
              'warps'
              Const(value=1) @34:21
            )
            (
              'regs'
              Const(value=24) @34:29
            )
          .body:
            Assign(targets=('qs',)) @35:9
              .value:
                BinOp(op='%') @35:14
                  .lhs:
                    Name(id='tile_index') @35:14
                  .rhs:
                    Const(value=2) @35:27
            Wait(phase=None) @36:9
              .target:
                Index() @36:14
                  .value:
                    Name(id='q_free') @36:14
                  .subs:
                    Name(id='qs') @36:21
            Expect() @37:9
              .target:
                Index() @37:16
                  .value:
                    Name(id='q_ready') @37:16
                  .subs:
                    Name(id='qs') @37:24
              .nbytes:
                BinOp(op='*') @37:29
                  .lhs:
                    BinOp(op='*') @37:29
                      .lhs:
                        Const(value=2) @37:29
                      .rhs:
                        Name(id='NWG') @37:33
                  .rhs:
                    Call(kwargs=()) @37:39
                      .func:
                        Name(id='bytes') @37:39
                      .args:
                        Name(id='q_tile') @37:45
            For(var='i') @38:9
              .iter:
                Call(kwargs=()) @38:18
                  .func:
                    Name(id='static_range') @38:18
                  .args:
                    Name(id='NWG') @38:31
              .body:
                Tma() @39:13
                  .dst:
                    Index() @39:17
                      .value:
                        Name(id='q_tile') @39:17
                      .subs:
                        BinOp(op='+') @39:24
                          .lhs:
                            BinOp(op='*') @39:24
                              .lhs:
                                Name(id='qs') @39:24
                              .rhs:
                                Name(id='NWG') @39:29
                          .rhs:
                            Name(id='i') @39:35
                  .src:
                    Index() @39:41
                      .value:
                        Name(id='q') @39:41
                      .subs:
                        Name(id='seq') @39:43
                        BinOp(op='+') @39:48
                          .lhs:
                            BinOp(op='*') @39:48
                              .lhs:
                                Name(id='NWG') @39:48
                              .rhs:
                                Name(id='m') @39:54
                          .rhs:
                            Name(id='i') @39:58
                        Name(id='head') @39:61
                  .signals:
                    Index() @39:75
                      .value:
                        Name(id='q_ready') @39:75
                      .subs:
                        Name(id='qs') @39:83
                Tma() @40:13
                  .dst:
                    Index() @40:17
                      .value:
                        Name(id='do_tile') @40:17
                      .subs:
                        BinOp(op='+') @40:25
                          .lhs:
                            BinOp(op='*') @40:25
                              .lhs:
                                Name(id='qs') @40:25
                              .rhs:
                                Name(id='NWG') @40:30
                          .rhs:
                            Name(id='i') @40:36
                  .src:
                    Index() @40:42
                      .value:
                        Name(id='d_o') @40:42
                      .subs:
                        Name(id='seq') @40:46
                        BinOp(op='+') @40:51
                          .lhs:
                            BinOp(op='*') @40:51
                              .lhs:
                                Name(id='NWG') @40:51
                              .rhs:
                                Name(id='m') @40:57
                          .rhs:
                            Name(id='i') @40:61
                        Name(id='head') @40:64
                  .signals:
                    Index() @40:78
                      .value:
                        Name(id='q_ready') @40:78
                      .subs:
                        Name(id='qs') @40:86
            Pipeline(var='n', slot='slot', ring='kv') @41:9
              .iter:
                Call(kwargs=()) @41:23
                  .func:
                    Name(id='range') @41:23
                  .args:
                    Name(id='n_blocks') @41:29
              .stages:
                Name(id='STAGES') @41:52
              .body:
                Wait(phase=None) @42:13
                  .target:
                    Index() @42:18
                      .value:
                        Name(id='kv_free') @42:18
                      .subs:
                        Name(id='slot') @42:26
                Expect() @43:13
                  .target:
                    Index() @43:20
                      .value:
                        Name(id='kv_ready') @43:20
                      .subs:
                        Name(id='slot') @43:29
                  .nbytes:
                    BinOp(op='+') @43:36
                      .lhs:
                        Call(kwargs=()) @43:36
                          .func:
                            Name(id='bytes') @43:36
                          .args:
                            Name(id='k_ring') @43:42
                      .rhs:
                        Call(kwargs=()) @43:52
                          .func:
                            Name(id='bytes') @43:52
                          .args:
                            Name(id='v_ring') @43:58
                Tma() @44:13
                  .dst:
                    Index() @44:17
                      .value:
                        Name(id='k_ring') @44:17
                      .subs:
                        Name(id='slot') @44:24
                  .src:
                    Index() @44:33
                      .value:
                        Name(id='k') @44:33
                      .subs:
                        Name(id='seq') @44:35
                        Name(id='n') @44:40
                        Name(id='kv_head') @44:43
                  .signals:
                    Index() @44:60
                      .value:
                        Name(id='kv_ready') @44:60
                      .subs:
                        Name(id='slot') @44:69
                Tma() @45:13
                  .dst:
                    Index() @45:17
                      .value:
                        Name(id='v_ring') @45:17
                      .subs:
                        Name(id='slot') @45:24
                  .src:
                    Index() @45:33
                      .value:
                        Name(id='v') @45:33
                      .subs:
                        Name(id='seq') @45:35
                        Name(id='n') @45:40
                        Name(id='kv_head') @45:43
                  .signals:
                    Index() @45:60
                      .value:
                        Name(id='kv_ready') @45:60
                      .subs:
                        Name(id='slot') @45:69
        Role(name='compute', replica='wg') @47:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @47:29
            )
            (
              'regs'
              Name(id='REGS') @47:39
            )
          .body:
            Assign(targets=('qk_scale',)) @48:9
              .value:
                BinOp(op='*') @48:20
                  .lhs:
                    Name(id='sm_scale') @48:20
                  .rhs:
                    Name(id='LOG2E') @48:31
            Assign(targets=('row0',)) @49:9
              .value:
                BinOp(op='+') @49:16
                  .lhs:
                    BinOp(op='*') @49:16
                      .lhs:
                        Name(id='m') @49:16
                      .rhs:
                        Name(id='BLOCK_M') @49:20
                  .rhs:
                    BinOp(op='*') @49:30
                      .lhs:
                        Name(id='wg') @49:30
                      .rhs:
                        Name(id='WG_M') @49:35
            Assign(targets=('rows',)) @50:9
              .value:
                BinOp(op='+') @50:16
                  .lhs:
                    Name(id='row0') @50:16
                  .rhs:
                    Call(kwargs=()) @50:23
                      .func:
                        Name(id='arange') @50:23
                      .args:
                        Name(id='WG_M') @50:30
            Assign(targets=('cols',)) @51:9
              .value:
                Call(kwargs=()) @51:16
                  .func:
                    Name(id='arange') @51:16
                  .args:
                    Name(id='BLOCK_N') @51:23
            Assign(targets=('live',)) @52:9
              .value:
                BinOp(op='<') @52:16
                  .lhs:
                    Name(id='rows') @52:16
                  .rhs:
                    Name(id='len_q') @52:23
            Assign(targets=('lse2',)) @53:9
              .value:
                Call(kwargs=()) @53:16
                  .func:
                    Name(id='zeros') @53:16
                  .args:
                    ListLit() @53:22
                      .elts:
                        Name(id='WG_M') @53:23
                    Name(id='f32') @53:30
            Assign(targets=('dlt',)) @54:9
              .value:
                Call(kwargs=()) @54:15
                  .func:
                    Name(id='zeros') @54:15
                  .args:
                    ListLit() @54:21
                      .elts:
                        Name(id='WG_M') @54:22
                    Name(id='f32') @54:29
            If(orelse=()) @55:9
              .cond:
                BinOp(op='==') @55:12
                  .lhs:
                    Name(id='ACT') @55:12
                  .rhs:
                    Const(value='softmax') @55:19
              .body:
                Assign(targets=('lse2',)) @56:13
                  .value:
                    BinOp(op='*') @56:20
                      .lhs:
                        Index() @56:20
                          .value:
                            Index() @56:20
                              .value:
                                Name(id='lse') @56:20
                              .subs:
                                Name(id='seq') @56:24
                          .subs:
                            Name(id='rows') @56:29
                            Name(id='head') @56:35
                      .rhs:
                        Name(id='LOG2E') @56:43
                Assign(targets=('o_rows',)) @57:13
                  .value:
                    Call(kwargs=()) @57:22
                      .func:
                        Name(id='cast') @57:22
                      .args:
                        Index() @57:27
                          .value:
                            Index() @57:27
                              .value:
                                Name(id='o') @57:27
                              .subs:
                                Name(id='seq') @57:29
                          .subs:
                            Index() @57:34
                              .value:
                                Name(id='rows') @57:34
                              .subs:
                                FullSlice() @57:39
                                Const(value=None) @57:42
                            Name(id='head') @57:49
                            Index() @57:55
                              .value:
                                Call(kwargs=()) @57:55
                                  .func:
                                    Name(id='arange') @57:55
                                  .args:
                                    Name(id='D') @57:62
                              .subs:
                                Const(value=None) @57:65
                                FullSlice() @57:71
                        Name(id='f32') @57:76
                Assign(targets=('dlt',)) @58:13
                  .value:
                    Unary(op='-') @58:19
                      .operand:
                        Index() @58:20
                          .value:
                            Index() @58:20
                              .value:
                                Name(id='dlse') @58:20
                              .subs:
                                Name(id='seq') @58:25
                          .subs:
                            Name(id='rows') @58:30
                            Name(id='head') @58:36
            Assign(targets=('acc',)) @59:9
              .value:
                Call(kwargs=()) @59:15
                  .func:
                    Name(id='zeros') @59:15
                  .args:
                    ListLit() @59:21
                      .elts:
                        Name(id='WG_M') @59:22
                        Name(id='D') @59:28
                    Name(id='f32') @59:32
            Assign(targets=('qs',)) @60:9
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
                        Name(id='qs') @61:16
                      .rhs:
                        Name(id='NWG') @61:21
                  .rhs:
                    Name(id='wg') @61:27
            Wait(phase=None) @62:9
              .target:
                Index() @62:14
                  .value:
                    Name(id='q_ready') @62:14
                  .subs:
                    Name(id='qs') @62:22
            If(orelse=()) @63:9
              .cond:
                BinOp(op='==') @63:12
                  .lhs:
                    Name(id='ACT') @63:12
                  .rhs:
                    Const(value='softmax') @63:19
              .body:
                Assign(targets=('dlt',)) @64:13
                  .value:
                    BinOp(op='+') @64:19
                      .lhs:
                        Name(id='dlt') @64:19
                      .rhs:
                        Call() @64:25
                          .func:
                            Name(id='sum') @64:25
                          .args:
                            BinOp(op='*') @64:29
                              .lhs:
                                Name(id='o_rows') @64:29
                              .rhs:
                                Call(kwargs=()) @64:38
                                  .func:
                                    Name(id='cast') @64:38
                                  .args:
                                    Call(kwargs=()) @64:43
                                      .func:
                                        Name(id='load') @64:43
                                      .args:
                                        Index() @64:48
                                          .value:
                                            Name(id='do_tile') @64:48
                                          .subs:
                                            Name(id='mine') @64:56
                                    Name(id='f32') @64:64
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @64:75
                            )
                Store() @65:13
                  .target:
                    Index() @65:13
                      .value:
                        Name(id='delta') @65:13
                      .subs:
                        Name(id='seq') @65:19
                  .subs:
                    Name(id='rows') @65:24
                    Name(id='head') @65:30
                  .value:
                    Name(id='dlt') @65:38
                  .mask:
                    Name(id='live') @65:48
            Pipeline(var='n', slot='slot', ring='kv') @66:9
              .iter:
                Call(kwargs=()) @66:23
                  .func:
                    Name(id='range') @66:23
                  .args:
                    Name(id='n_blocks') @66:29
              .stages:
                Name(id='STAGES') @66:52
              .body:
                Assign(targets=('edge',)) @67:13
                  .value:
                    BinOp(op='>') @67:20
                      .lhs:
                        BinOp(op='*') @67:21
                          .lhs:
                            BinOp(op='+') @67:21
                              .lhs:
                                Name(id='n') @67:21
                              .rhs:
                                Const(value=1) @67:25
                          .rhs:
                            Name(id='BLOCK_N') @67:30
                      .rhs:
                        Name(id='len_k') @67:40
                If(orelse=()) @68:13
                  .cond:
                    Name(id='CAUSAL') @68:16
                  .body:
                    Assign(targets=('edge',)) @69:17
                      .value:
                        BoolOp(op='or') @69:24
                          .values:
                            Name(id='edge') @69:24
                            BinOp(op='>') @69:32
                              .lhs:
                                BinOp(op='-') @69:33
                                  .lhs:
                                    BinOp(op='*') @69:33
                                      .lhs:
                                        BinOp(op='+') @69:33
                                          .lhs:
                                            Name(id='n') @69:33
                                          .rhs:
                                            Const(value=1) @69:37
                                      .rhs:
                                        Name(id='BLOCK_N') @69:42
                                  .rhs:
                                    Const(value=1) @69:52
                              .rhs:
                                BinOp(op='-') @69:56
                                  .lhs:
                                    BinOp(op='+') @69:56
                                      .lhs:
                                        Name(id='row0') @69:56
                                      .rhs:
                                        Name(id='len_k') @69:63
                                  .rhs:
                                    Name(id='len_q') @69:71
                Wait(phase=None) @70:13
                  .target:
                    Index() @70:18
                      .value:
                        Name(id='kv_ready') @70:18
                      .subs:
                        Name(id='slot') @70:27
                Assign(targets=('s_f',)) @71:13
                  .value:
                    Call(kwargs=()) @71:19
                      .func:
                        Name(id='mma_async') @71:19
                      .args:
                        Index() @71:29
                          .value:
                            Name(id='q_tile') @71:29
                          .subs:
                            Name(id='mine') @71:36
                        Attr(name='T') @71:43
                          .value:
                            Index() @71:43
                              .value:
                                Name(id='k_ring') @71:43
                              .subs:
                                Name(id='slot') @71:50
                Assign(targets=('dp_f',)) @72:13
                  .value:
                    Call(kwargs=()) @72:20
                      .func:
                        Name(id='mma_async') @72:20
                      .args:
                        Index() @72:30
                          .value:
                            Name(id='do_tile') @72:30
                          .subs:
                            Name(id='mine') @72:38
                        Attr(name='T') @72:45
                          .value:
                            Index() @72:45
                              .value:
                                Name(id='v_ring') @72:45
                              .subs:
                                Name(id='slot') @72:52
                Assign(targets=('s',)) @73:13
                  .value:
                    Call() @73:17
                      .func:
                        Name(id='mma_wait') @73:17
                      .args:
                        Name(id='s_f') @73:26
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @73:39
                        )
                Assign(targets=('p', 'dact')) @74:13
                  .value:
                    Call(kwargs=()) @74:23
                      .func:
                        Name(id='probs') @74:23
                      .args:
                        Name(id='s') @74:29
                        Name(id='edge') @74:32
                        Index() @74:38
                          .value:
                            Name(id='rows') @74:38
                          .subs:
                            FullSlice() @74:43
                            Const(value=None) @74:46
                        BinOp(op='+') @74:53
                          .lhs:
                            BinOp(op='*') @74:53
                              .lhs:
                                Name(id='n') @74:53
                              .rhs:
                                Name(id='BLOCK_N') @74:57
                          .rhs:
                            Index() @74:67
                              .value:
                                Name(id='cols') @74:67
                              .subs:
                                Const(value=None) @74:72
                                FullSlice() @74:78
                        Name(id='len_q') @74:82
                        Name(id='len_k') @74:89
                        Index() @74:96
                          .value:
                            Name(id='lse2') @74:96
                          .subs:
                            FullSlice() @74:101
                            Const(value=None) @74:104
                        Name(id='qk_scale') @75:29
                        Name(id='sm_scale') @75:39
                        Name(id='CAUSAL') @75:49
                        Name(id='ACT') @75:57
                Assign(targets=('dp',)) @76:13
                  .value:
                    Call(kwargs=()) @76:18
                      .func:
                        Name(id='mma_wait') @76:18
                      .args:
                        Name(id='dp_f') @76:27
                Assign(targets=('ds',)) @77:13
                  .value:
                    Call(kwargs=()) @77:18
                      .func:
                        Name(id='dscores') @77:18
                      .args:
                        Name(id='p') @77:26
                        Name(id='dact') @77:29
                        Name(id='dp') @77:35
                        Index() @77:39
                          .value:
                            Name(id='dlt') @77:39
                          .subs:
                            FullSlice() @77:43
                            Const(value=None) @77:46
                        Name(id='ACT') @77:53
                Assign(targets=('acc',)) @78:13
                  .value:
                    Call(kwargs=()) @78:19
                      .func:
                        Name(id='mma_wait') @78:19
                      .args:
                        Call(kwargs=()) @78:28
                          .func:
                            Name(id='mma_async') @78:28
                          .args:
                            Call(kwargs=()) @78:38
                              .func:
                                Name(id='cast') @78:38
                              .args:
                                Name(id='ds') @78:43
                                Name(id='DT') @78:47
                            Index() @78:52
                              .value:
                                Name(id='k_ring') @78:52
                              .subs:
                                Name(id='slot') @78:59
                            Name(id='acc') @78:66
                Arrive(count=None) @79:13
                  .target:
                    Index() @79:20
                      .value:
                        Name(id='kv_free') @79:20
                      .subs:
                        Name(id='slot') @79:28
            Arrive(count=None) @80:9
              .target:
                Index() @80:16
                  .value:
                    Name(id='q_free') @80:16
                  .subs:
                    Name(id='qs') @80:23
            Assign(targets=('q_scale',)) @81:9
              .value:
                Name(id='sm_scale') @81:19
            If(orelse=()) @82:9
              .cond:
                BinOp(op='==') @82:12
                  .lhs:
                    Name(id='ACT') @82:12
                  .rhs:
                    Const(value='silu') @82:19
              .body:
                Assign(targets=('q_scale',)) @83:13
                  .value:
                    BinOp(op='*') @83:23
                      .lhs:
                        Name(id='sm_scale') @83:23
                      .rhs:
                        Name(id='out_scale') @83:34
            Store() @84:9
              .target:
                Index() @84:9
                  .value:
                    Name(id='dq') @84:9
                  .subs:
                    Name(id='seq') @84:12
              .subs:
                Index() @84:17
                  .value:
                    Name(id='rows') @84:17
                  .subs:
                    FullSlice() @84:22
                    Const(value=None) @84:25
                Name(id='head') @84:32
                Index() @84:38
                  .value:
                    Call(kwargs=()) @84:38
                      .func:
                        Name(id='arange') @84:38
                      .args:
                        Name(id='D') @84:45
                  .subs:
                    Const(value=None) @84:48
                    FullSlice() @84:54
              .value:
                Call(kwargs=()) @84:60
                  .func:
                    Name(id='cast') @84:60
                  .args:
                    BinOp(op='*') @84:65
                      .lhs:
                        Name(id='acc') @84:65
                      .rhs:
                        Name(id='q_scale') @84:71
                    Name(id='DT') @84:80
              .mask:
                Index() @84:90
                  .value:
                    Name(id='live') @84:90
                  .subs:
                    FullSlice() @84:95
                    Const(value=None) @84:98