; A loop around a switch of 1,100 cases over 64 variables: the renaming
; walk arrives at the latch once per case, so its 64 phis get their entries
; through rust-mem2reg's window (src/promote/window.rs), which is written
; when full and before each load. Cases store the same arguments to several
; variables (their use lists are relinked), some cases share a block (two
; edges per arrival) and some load a variable into a value that stays (the
; window is written before it). Compared with upstream with
; use-list orders (CI: scripts/difftest files scripts/examples --uselistorder).
define i64 @f(i64 %n, i64 %a, i64 %b) {
entry:
  %v0 = alloca i64
  %v1 = alloca i64
  %v2 = alloca i64
  %v3 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  %v6 = alloca i64
  %v7 = alloca i64
  %v8 = alloca i64
  %v9 = alloca i64
  %v10 = alloca i64
  %v11 = alloca i64
  %v12 = alloca i64
  %v13 = alloca i64
  %v14 = alloca i64
  %v15 = alloca i64
  %v16 = alloca i64
  %v17 = alloca i64
  %v18 = alloca i64
  %v19 = alloca i64
  %v20 = alloca i64
  %v21 = alloca i64
  %v22 = alloca i64
  %v23 = alloca i64
  %v24 = alloca i64
  %v25 = alloca i64
  %v26 = alloca i64
  %v27 = alloca i64
  %v28 = alloca i64
  %v29 = alloca i64
  %v30 = alloca i64
  %v31 = alloca i64
  %v32 = alloca i64
  %v33 = alloca i64
  %v34 = alloca i64
  %v35 = alloca i64
  %v36 = alloca i64
  %v37 = alloca i64
  %v38 = alloca i64
  %v39 = alloca i64
  %v40 = alloca i64
  %v41 = alloca i64
  %v42 = alloca i64
  %v43 = alloca i64
  %v44 = alloca i64
  %v45 = alloca i64
  %v46 = alloca i64
  %v47 = alloca i64
  %v48 = alloca i64
  %v49 = alloca i64
  %v50 = alloca i64
  %v51 = alloca i64
  %v52 = alloca i64
  %v53 = alloca i64
  %v54 = alloca i64
  %v55 = alloca i64
  %v56 = alloca i64
  %v57 = alloca i64
  %v58 = alloca i64
  %v59 = alloca i64
  %v60 = alloca i64
  %v61 = alloca i64
  %v62 = alloca i64
  %v63 = alloca i64
  store i64 0, ptr %v0
  store i64 1, ptr %v1
  store i64 2, ptr %v2
  store i64 3, ptr %v3
  store i64 4, ptr %v4
  store i64 5, ptr %v5
  store i64 6, ptr %v6
  store i64 7, ptr %v7
  store i64 8, ptr %v8
  store i64 9, ptr %v9
  store i64 10, ptr %v10
  store i64 11, ptr %v11
  store i64 12, ptr %v12
  store i64 13, ptr %v13
  store i64 14, ptr %v14
  store i64 15, ptr %v15
  store i64 16, ptr %v16
  store i64 17, ptr %v17
  store i64 18, ptr %v18
  store i64 19, ptr %v19
  store i64 20, ptr %v20
  store i64 21, ptr %v21
  store i64 22, ptr %v22
  store i64 23, ptr %v23
  store i64 24, ptr %v24
  store i64 25, ptr %v25
  store i64 26, ptr %v26
  store i64 27, ptr %v27
  store i64 28, ptr %v28
  store i64 29, ptr %v29
  store i64 30, ptr %v30
  store i64 31, ptr %v31
  store i64 32, ptr %v32
  store i64 33, ptr %v33
  store i64 34, ptr %v34
  store i64 35, ptr %v35
  store i64 36, ptr %v36
  store i64 37, ptr %v37
  store i64 38, ptr %v38
  store i64 39, ptr %v39
  store i64 40, ptr %v40
  store i64 41, ptr %v41
  store i64 42, ptr %v42
  store i64 43, ptr %v43
  store i64 44, ptr %v44
  store i64 45, ptr %v45
  store i64 46, ptr %v46
  store i64 47, ptr %v47
  store i64 48, ptr %v48
  store i64 49, ptr %v49
  store i64 50, ptr %v50
  store i64 51, ptr %v51
  store i64 52, ptr %v52
  store i64 53, ptr %v53
  store i64 54, ptr %v54
  store i64 55, ptr %v55
  store i64 56, ptr %v56
  store i64 57, ptr %v57
  store i64 58, ptr %v58
  store i64 59, ptr %v59
  store i64 60, ptr %v60
  store i64 61, ptr %v61
  store i64 62, ptr %v62
  store i64 63, ptr %v63
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  switch i64 %i, label %latch [
    i64 0, label %c0
    i64 1, label %c1
    i64 2, label %c2
    i64 3, label %c3
    i64 4, label %c4
    i64 5, label %c5
    i64 6, label %c6
    i64 7, label %c7
    i64 8, label %c8
    i64 9, label %c9
    i64 10, label %c10
    i64 11, label %c11
    i64 12, label %c12
    i64 13, label %c13
    i64 14, label %c14
    i64 15, label %c15
    i64 16, label %c16
    i64 17, label %c17
    i64 18, label %c18
    i64 19, label %c19
    i64 20, label %c20
    i64 21, label %c21
    i64 22, label %c22
    i64 23, label %c23
    i64 24, label %c24
    i64 25, label %c25
    i64 26, label %c26
    i64 27, label %c27
    i64 28, label %c28
    i64 29, label %c29
    i64 30, label %c30
    i64 31, label %c31
    i64 32, label %c32
    i64 33, label %c33
    i64 34, label %c34
    i64 35, label %c35
    i64 36, label %c36
    i64 37, label %c37
    i64 38, label %c38
    i64 39, label %c39
    i64 40, label %c40
    i64 41, label %c41
    i64 42, label %c42
    i64 43, label %c43
    i64 44, label %c44
    i64 45, label %c45
    i64 46, label %c46
    i64 47, label %c47
    i64 48, label %c48
    i64 49, label %c49
    i64 50, label %c50
    i64 51, label %c51
    i64 52, label %c52
    i64 53, label %c53
    i64 54, label %c54
    i64 55, label %c55
    i64 56, label %c56
    i64 57, label %c57
    i64 58, label %c58
    i64 59, label %c59
    i64 60, label %c60
    i64 61, label %c61
    i64 62, label %c62
    i64 63, label %c63
    i64 64, label %c64
    i64 65, label %c65
    i64 66, label %c66
    i64 67, label %c67
    i64 68, label %c68
    i64 69, label %c69
    i64 70, label %c70
    i64 71, label %c71
    i64 72, label %c72
    i64 73, label %c73
    i64 74, label %c74
    i64 75, label %c75
    i64 76, label %c76
    i64 77, label %c77
    i64 78, label %c78
    i64 79, label %c79
    i64 80, label %c80
    i64 81, label %c81
    i64 82, label %c82
    i64 83, label %c83
    i64 84, label %c84
    i64 85, label %c85
    i64 86, label %c86
    i64 87, label %c87
    i64 88, label %c88
    i64 89, label %c89
    i64 90, label %c90
    i64 91, label %c91
    i64 92, label %c92
    i64 93, label %c93
    i64 94, label %c94
    i64 95, label %c95
    i64 96, label %c96
    i64 97, label %c97
    i64 98, label %c98
    i64 99, label %c99
    i64 100, label %c100
    i64 101, label %c101
    i64 102, label %c102
    i64 103, label %c103
    i64 104, label %c104
    i64 105, label %c105
    i64 106, label %c106
    i64 107, label %c107
    i64 108, label %c108
    i64 109, label %c109
    i64 110, label %c110
    i64 111, label %c111
    i64 112, label %c112
    i64 113, label %c113
    i64 114, label %c114
    i64 115, label %c115
    i64 116, label %c116
    i64 117, label %c117
    i64 118, label %c118
    i64 119, label %c119
    i64 120, label %c120
    i64 121, label %c121
    i64 122, label %c122
    i64 123, label %c123
    i64 124, label %c124
    i64 125, label %c125
    i64 126, label %c126
    i64 127, label %c127
    i64 128, label %c128
    i64 129, label %c129
    i64 130, label %c130
    i64 131, label %c131
    i64 132, label %c132
    i64 133, label %c133
    i64 134, label %c134
    i64 135, label %c135
    i64 136, label %c136
    i64 137, label %c137
    i64 138, label %c138
    i64 139, label %c139
    i64 140, label %c140
    i64 141, label %c141
    i64 142, label %c142
    i64 143, label %c143
    i64 144, label %c144
    i64 145, label %c145
    i64 146, label %c146
    i64 147, label %c147
    i64 148, label %c148
    i64 149, label %c149
    i64 150, label %c150
    i64 151, label %c151
    i64 152, label %c152
    i64 153, label %c153
    i64 154, label %c154
    i64 155, label %c155
    i64 156, label %c156
    i64 157, label %c157
    i64 158, label %c158
    i64 159, label %c159
    i64 160, label %c160
    i64 161, label %c161
    i64 162, label %c162
    i64 163, label %c163
    i64 164, label %c164
    i64 165, label %c165
    i64 166, label %c166
    i64 167, label %c167
    i64 168, label %c168
    i64 169, label %c169
    i64 170, label %c170
    i64 171, label %c171
    i64 172, label %c172
    i64 173, label %c173
    i64 174, label %c174
    i64 175, label %c175
    i64 176, label %c176
    i64 177, label %c177
    i64 178, label %c178
    i64 179, label %c179
    i64 180, label %c180
    i64 181, label %c181
    i64 182, label %c182
    i64 183, label %c183
    i64 184, label %c184
    i64 185, label %c185
    i64 186, label %c186
    i64 187, label %c187
    i64 188, label %c188
    i64 189, label %c189
    i64 190, label %c190
    i64 191, label %c191
    i64 192, label %c192
    i64 193, label %c193
    i64 194, label %c194
    i64 195, label %c195
    i64 196, label %c196
    i64 197, label %c197
    i64 198, label %c198
    i64 199, label %c199
    i64 200, label %c200
    i64 201, label %c201
    i64 202, label %c202
    i64 203, label %c203
    i64 204, label %c204
    i64 205, label %c205
    i64 206, label %c206
    i64 207, label %c207
    i64 208, label %c208
    i64 209, label %c209
    i64 210, label %c210
    i64 211, label %c211
    i64 212, label %c212
    i64 213, label %c213
    i64 214, label %c214
    i64 215, label %c215
    i64 216, label %c216
    i64 217, label %c217
    i64 218, label %c218
    i64 219, label %c219
    i64 220, label %c220
    i64 221, label %c221
    i64 222, label %c222
    i64 223, label %c223
    i64 224, label %c224
    i64 225, label %c225
    i64 226, label %c226
    i64 227, label %c227
    i64 228, label %c228
    i64 229, label %c229
    i64 230, label %c230
    i64 231, label %c231
    i64 232, label %c232
    i64 233, label %c233
    i64 234, label %c234
    i64 235, label %c235
    i64 236, label %c236
    i64 237, label %c237
    i64 238, label %c238
    i64 239, label %c239
    i64 240, label %c240
    i64 241, label %c241
    i64 242, label %c242
    i64 243, label %c243
    i64 244, label %c244
    i64 245, label %c245
    i64 246, label %c246
    i64 247, label %c247
    i64 248, label %c248
    i64 249, label %c249
    i64 250, label %c250
    i64 251, label %c251
    i64 252, label %c252
    i64 253, label %c253
    i64 254, label %c254
    i64 255, label %c255
    i64 256, label %c256
    i64 257, label %c257
    i64 258, label %c258
    i64 259, label %c259
    i64 260, label %c260
    i64 261, label %c261
    i64 262, label %c262
    i64 263, label %c263
    i64 264, label %c264
    i64 265, label %c265
    i64 266, label %c266
    i64 267, label %c267
    i64 268, label %c268
    i64 269, label %c269
    i64 270, label %c270
    i64 271, label %c271
    i64 272, label %c272
    i64 273, label %c273
    i64 274, label %c274
    i64 275, label %c275
    i64 276, label %c276
    i64 277, label %c277
    i64 278, label %c278
    i64 279, label %c279
    i64 280, label %c280
    i64 281, label %c281
    i64 282, label %c282
    i64 283, label %c283
    i64 284, label %c284
    i64 285, label %c285
    i64 286, label %c286
    i64 287, label %c287
    i64 288, label %c288
    i64 289, label %c289
    i64 290, label %c290
    i64 291, label %c291
    i64 292, label %c292
    i64 293, label %c293
    i64 294, label %c294
    i64 295, label %c295
    i64 296, label %c296
    i64 297, label %c297
    i64 298, label %c298
    i64 299, label %c299
    i64 300, label %c300
    i64 301, label %c301
    i64 302, label %c302
    i64 303, label %c303
    i64 304, label %c304
    i64 305, label %c305
    i64 306, label %c306
    i64 307, label %c307
    i64 308, label %c308
    i64 309, label %c309
    i64 310, label %c310
    i64 311, label %c311
    i64 312, label %c312
    i64 313, label %c313
    i64 314, label %c314
    i64 315, label %c315
    i64 316, label %c316
    i64 317, label %c317
    i64 318, label %c318
    i64 319, label %c319
    i64 320, label %c320
    i64 321, label %c321
    i64 322, label %c322
    i64 323, label %c323
    i64 324, label %c324
    i64 325, label %c325
    i64 326, label %c326
    i64 327, label %c327
    i64 328, label %c328
    i64 329, label %c329
    i64 330, label %c330
    i64 331, label %c331
    i64 332, label %c332
    i64 333, label %c333
    i64 334, label %c334
    i64 335, label %c335
    i64 336, label %c336
    i64 337, label %c337
    i64 338, label %c338
    i64 339, label %c339
    i64 340, label %c340
    i64 341, label %c341
    i64 342, label %c342
    i64 343, label %c343
    i64 344, label %c344
    i64 345, label %c345
    i64 346, label %c346
    i64 347, label %c347
    i64 348, label %c348
    i64 349, label %c349
    i64 350, label %c350
    i64 351, label %c351
    i64 352, label %c352
    i64 353, label %c353
    i64 354, label %c354
    i64 355, label %c355
    i64 356, label %c356
    i64 357, label %c357
    i64 358, label %c358
    i64 359, label %c359
    i64 360, label %c360
    i64 361, label %c361
    i64 362, label %c362
    i64 363, label %c363
    i64 364, label %c364
    i64 365, label %c365
    i64 366, label %c366
    i64 367, label %c367
    i64 368, label %c368
    i64 369, label %c369
    i64 370, label %c370
    i64 371, label %c371
    i64 372, label %c372
    i64 373, label %c373
    i64 374, label %c374
    i64 375, label %c375
    i64 376, label %c376
    i64 377, label %c377
    i64 378, label %c378
    i64 379, label %c379
    i64 380, label %c380
    i64 381, label %c381
    i64 382, label %c382
    i64 383, label %c383
    i64 384, label %c384
    i64 385, label %c385
    i64 386, label %c386
    i64 387, label %c387
    i64 388, label %c388
    i64 389, label %c389
    i64 390, label %c390
    i64 391, label %c391
    i64 392, label %c392
    i64 393, label %c393
    i64 394, label %c394
    i64 395, label %c395
    i64 396, label %c396
    i64 397, label %c397
    i64 398, label %c398
    i64 399, label %c399
    i64 400, label %c400
    i64 401, label %c401
    i64 402, label %c402
    i64 403, label %c403
    i64 404, label %c404
    i64 405, label %c405
    i64 406, label %c406
    i64 407, label %c407
    i64 408, label %c408
    i64 409, label %c409
    i64 410, label %c410
    i64 411, label %c411
    i64 412, label %c412
    i64 413, label %c413
    i64 414, label %c414
    i64 415, label %c415
    i64 416, label %c416
    i64 417, label %c417
    i64 418, label %c418
    i64 419, label %c419
    i64 420, label %c420
    i64 421, label %c421
    i64 422, label %c422
    i64 423, label %c423
    i64 424, label %c424
    i64 425, label %c425
    i64 426, label %c426
    i64 427, label %c427
    i64 428, label %c428
    i64 429, label %c429
    i64 430, label %c430
    i64 431, label %c431
    i64 432, label %c432
    i64 433, label %c433
    i64 434, label %c434
    i64 435, label %c435
    i64 436, label %c436
    i64 437, label %c437
    i64 438, label %c438
    i64 439, label %c439
    i64 440, label %c440
    i64 441, label %c441
    i64 442, label %c442
    i64 443, label %c443
    i64 444, label %c444
    i64 445, label %c445
    i64 446, label %c446
    i64 447, label %c447
    i64 448, label %c448
    i64 449, label %c449
    i64 450, label %c450
    i64 451, label %c451
    i64 452, label %c452
    i64 453, label %c453
    i64 454, label %c454
    i64 455, label %c455
    i64 456, label %c456
    i64 457, label %c457
    i64 458, label %c458
    i64 459, label %c459
    i64 460, label %c460
    i64 461, label %c461
    i64 462, label %c462
    i64 463, label %c463
    i64 464, label %c464
    i64 465, label %c465
    i64 466, label %c466
    i64 467, label %c467
    i64 468, label %c468
    i64 469, label %c469
    i64 470, label %c470
    i64 471, label %c471
    i64 472, label %c472
    i64 473, label %c473
    i64 474, label %c474
    i64 475, label %c475
    i64 476, label %c476
    i64 477, label %c477
    i64 478, label %c478
    i64 479, label %c479
    i64 480, label %c480
    i64 481, label %c481
    i64 482, label %c482
    i64 483, label %c483
    i64 484, label %c484
    i64 485, label %c485
    i64 486, label %c486
    i64 487, label %c487
    i64 488, label %c488
    i64 489, label %c489
    i64 490, label %c490
    i64 491, label %c491
    i64 492, label %c492
    i64 493, label %c493
    i64 494, label %c494
    i64 495, label %c495
    i64 496, label %c496
    i64 497, label %c497
    i64 498, label %c498
    i64 499, label %c499
    i64 500, label %c500
    i64 501, label %c501
    i64 502, label %c502
    i64 503, label %c503
    i64 504, label %c504
    i64 505, label %c505
    i64 506, label %c506
    i64 507, label %c507
    i64 508, label %c508
    i64 509, label %c509
    i64 510, label %c510
    i64 511, label %c511
    i64 512, label %c512
    i64 513, label %c513
    i64 514, label %c514
    i64 515, label %c515
    i64 516, label %c516
    i64 517, label %c517
    i64 518, label %c518
    i64 519, label %c519
    i64 520, label %c520
    i64 521, label %c521
    i64 522, label %c522
    i64 523, label %c523
    i64 524, label %c524
    i64 525, label %c525
    i64 526, label %c526
    i64 527, label %c527
    i64 528, label %c528
    i64 529, label %c529
    i64 530, label %c530
    i64 531, label %c531
    i64 532, label %c532
    i64 533, label %c533
    i64 534, label %c534
    i64 535, label %c535
    i64 536, label %c536
    i64 537, label %c537
    i64 538, label %c538
    i64 539, label %c539
    i64 540, label %c540
    i64 541, label %c541
    i64 542, label %c542
    i64 543, label %c543
    i64 544, label %c544
    i64 545, label %c545
    i64 546, label %c546
    i64 547, label %c547
    i64 548, label %c548
    i64 549, label %c549
    i64 550, label %c550
    i64 551, label %c551
    i64 552, label %c552
    i64 553, label %c553
    i64 554, label %c554
    i64 555, label %c555
    i64 556, label %c556
    i64 557, label %c557
    i64 558, label %c558
    i64 559, label %c559
    i64 560, label %c560
    i64 561, label %c561
    i64 562, label %c562
    i64 563, label %c563
    i64 564, label %c564
    i64 565, label %c565
    i64 566, label %c566
    i64 567, label %c567
    i64 568, label %c568
    i64 569, label %c569
    i64 570, label %c570
    i64 571, label %c571
    i64 572, label %c572
    i64 573, label %c573
    i64 574, label %c574
    i64 575, label %c575
    i64 576, label %c576
    i64 577, label %c577
    i64 578, label %c578
    i64 579, label %c579
    i64 580, label %c580
    i64 581, label %c581
    i64 582, label %c582
    i64 583, label %c583
    i64 584, label %c584
    i64 585, label %c585
    i64 586, label %c586
    i64 587, label %c587
    i64 588, label %c588
    i64 589, label %c589
    i64 590, label %c590
    i64 591, label %c591
    i64 592, label %c592
    i64 593, label %c593
    i64 594, label %c594
    i64 595, label %c595
    i64 596, label %c596
    i64 597, label %c597
    i64 598, label %c598
    i64 599, label %c599
    i64 600, label %c600
    i64 601, label %c601
    i64 602, label %c602
    i64 603, label %c603
    i64 604, label %c604
    i64 605, label %c605
    i64 606, label %c606
    i64 607, label %c607
    i64 608, label %c608
    i64 609, label %c609
    i64 610, label %c610
    i64 611, label %c611
    i64 612, label %c612
    i64 613, label %c613
    i64 614, label %c614
    i64 615, label %c615
    i64 616, label %c616
    i64 617, label %c617
    i64 618, label %c618
    i64 619, label %c619
    i64 620, label %c620
    i64 621, label %c621
    i64 622, label %c622
    i64 623, label %c623
    i64 624, label %c624
    i64 625, label %c625
    i64 626, label %c626
    i64 627, label %c627
    i64 628, label %c628
    i64 629, label %c629
    i64 630, label %c630
    i64 631, label %c631
    i64 632, label %c632
    i64 633, label %c633
    i64 634, label %c634
    i64 635, label %c635
    i64 636, label %c636
    i64 637, label %c637
    i64 638, label %c638
    i64 639, label %c639
    i64 640, label %c640
    i64 641, label %c641
    i64 642, label %c642
    i64 643, label %c643
    i64 644, label %c644
    i64 645, label %c645
    i64 646, label %c646
    i64 647, label %c647
    i64 648, label %c648
    i64 649, label %c649
    i64 650, label %c650
    i64 651, label %c651
    i64 652, label %c652
    i64 653, label %c653
    i64 654, label %c654
    i64 655, label %c655
    i64 656, label %c656
    i64 657, label %c657
    i64 658, label %c658
    i64 659, label %c659
    i64 660, label %c660
    i64 661, label %c661
    i64 662, label %c662
    i64 663, label %c663
    i64 664, label %c664
    i64 665, label %c665
    i64 666, label %c666
    i64 667, label %c667
    i64 668, label %c668
    i64 669, label %c669
    i64 670, label %c670
    i64 671, label %c671
    i64 672, label %c672
    i64 673, label %c673
    i64 674, label %c674
    i64 675, label %c675
    i64 676, label %c676
    i64 677, label %c677
    i64 678, label %c678
    i64 679, label %c679
    i64 680, label %c680
    i64 681, label %c681
    i64 682, label %c682
    i64 683, label %c683
    i64 684, label %c684
    i64 685, label %c685
    i64 686, label %c686
    i64 687, label %c687
    i64 688, label %c688
    i64 689, label %c689
    i64 690, label %c690
    i64 691, label %c691
    i64 692, label %c692
    i64 693, label %c693
    i64 694, label %c694
    i64 695, label %c695
    i64 696, label %c696
    i64 697, label %c697
    i64 698, label %c698
    i64 699, label %c699
    i64 700, label %c700
    i64 701, label %c701
    i64 702, label %c702
    i64 703, label %c703
    i64 704, label %c704
    i64 705, label %c705
    i64 706, label %c706
    i64 707, label %c707
    i64 708, label %c708
    i64 709, label %c709
    i64 710, label %c710
    i64 711, label %c711
    i64 712, label %c712
    i64 713, label %c713
    i64 714, label %c714
    i64 715, label %c715
    i64 716, label %c716
    i64 717, label %c717
    i64 718, label %c718
    i64 719, label %c719
    i64 720, label %c720
    i64 721, label %c721
    i64 722, label %c722
    i64 723, label %c723
    i64 724, label %c724
    i64 725, label %c725
    i64 726, label %c726
    i64 727, label %c727
    i64 728, label %c728
    i64 729, label %c729
    i64 730, label %c730
    i64 731, label %c731
    i64 732, label %c732
    i64 733, label %c733
    i64 734, label %c734
    i64 735, label %c735
    i64 736, label %c736
    i64 737, label %c737
    i64 738, label %c738
    i64 739, label %c739
    i64 740, label %c740
    i64 741, label %c741
    i64 742, label %c742
    i64 743, label %c743
    i64 744, label %c744
    i64 745, label %c745
    i64 746, label %c746
    i64 747, label %c747
    i64 748, label %c748
    i64 749, label %c749
    i64 750, label %c750
    i64 751, label %c751
    i64 752, label %c752
    i64 753, label %c753
    i64 754, label %c754
    i64 755, label %c755
    i64 756, label %c756
    i64 757, label %c757
    i64 758, label %c758
    i64 759, label %c759
    i64 760, label %c760
    i64 761, label %c761
    i64 762, label %c762
    i64 763, label %c763
    i64 764, label %c764
    i64 765, label %c765
    i64 766, label %c766
    i64 767, label %c767
    i64 768, label %c768
    i64 769, label %c769
    i64 770, label %c770
    i64 771, label %c771
    i64 772, label %c772
    i64 773, label %c773
    i64 774, label %c774
    i64 775, label %c775
    i64 776, label %c776
    i64 777, label %c777
    i64 778, label %c778
    i64 779, label %c779
    i64 780, label %c780
    i64 781, label %c781
    i64 782, label %c782
    i64 783, label %c783
    i64 784, label %c784
    i64 785, label %c785
    i64 786, label %c786
    i64 787, label %c787
    i64 788, label %c788
    i64 789, label %c789
    i64 790, label %c790
    i64 791, label %c791
    i64 792, label %c792
    i64 793, label %c793
    i64 794, label %c794
    i64 795, label %c795
    i64 796, label %c796
    i64 797, label %c797
    i64 798, label %c798
    i64 799, label %c799
    i64 800, label %c800
    i64 801, label %c801
    i64 802, label %c802
    i64 803, label %c803
    i64 804, label %c804
    i64 805, label %c805
    i64 806, label %c806
    i64 807, label %c807
    i64 808, label %c808
    i64 809, label %c809
    i64 810, label %c810
    i64 811, label %c811
    i64 812, label %c812
    i64 813, label %c813
    i64 814, label %c814
    i64 815, label %c815
    i64 816, label %c816
    i64 817, label %c817
    i64 818, label %c818
    i64 819, label %c819
    i64 820, label %c820
    i64 821, label %c821
    i64 822, label %c822
    i64 823, label %c823
    i64 824, label %c824
    i64 825, label %c825
    i64 826, label %c826
    i64 827, label %c827
    i64 828, label %c828
    i64 829, label %c829
    i64 830, label %c830
    i64 831, label %c831
    i64 832, label %c832
    i64 833, label %c833
    i64 834, label %c834
    i64 835, label %c835
    i64 836, label %c836
    i64 837, label %c837
    i64 838, label %c838
    i64 839, label %c839
    i64 840, label %c840
    i64 841, label %c841
    i64 842, label %c842
    i64 843, label %c843
    i64 844, label %c844
    i64 845, label %c845
    i64 846, label %c846
    i64 847, label %c847
    i64 848, label %c848
    i64 849, label %c849
    i64 850, label %c850
    i64 851, label %c851
    i64 852, label %c852
    i64 853, label %c853
    i64 854, label %c854
    i64 855, label %c855
    i64 856, label %c856
    i64 857, label %c857
    i64 858, label %c858
    i64 859, label %c859
    i64 860, label %c860
    i64 861, label %c861
    i64 862, label %c862
    i64 863, label %c863
    i64 864, label %c864
    i64 865, label %c865
    i64 866, label %c866
    i64 867, label %c867
    i64 868, label %c868
    i64 869, label %c869
    i64 870, label %c870
    i64 871, label %c871
    i64 872, label %c872
    i64 873, label %c873
    i64 874, label %c874
    i64 875, label %c875
    i64 876, label %c876
    i64 877, label %c877
    i64 878, label %c878
    i64 879, label %c879
    i64 880, label %c880
    i64 881, label %c881
    i64 882, label %c882
    i64 883, label %c883
    i64 884, label %c884
    i64 885, label %c885
    i64 886, label %c886
    i64 887, label %c887
    i64 888, label %c888
    i64 889, label %c889
    i64 890, label %c890
    i64 891, label %c891
    i64 892, label %c892
    i64 893, label %c893
    i64 894, label %c894
    i64 895, label %c895
    i64 896, label %c896
    i64 897, label %c897
    i64 898, label %c898
    i64 899, label %c899
    i64 900, label %c900
    i64 901, label %c901
    i64 902, label %c902
    i64 903, label %c903
    i64 904, label %c904
    i64 905, label %c905
    i64 906, label %c906
    i64 907, label %c907
    i64 908, label %c908
    i64 909, label %c909
    i64 910, label %c910
    i64 911, label %c911
    i64 912, label %c912
    i64 913, label %c913
    i64 914, label %c914
    i64 915, label %c915
    i64 916, label %c916
    i64 917, label %c917
    i64 918, label %c918
    i64 919, label %c919
    i64 920, label %c920
    i64 921, label %c921
    i64 922, label %c922
    i64 923, label %c923
    i64 924, label %c924
    i64 925, label %c925
    i64 926, label %c926
    i64 927, label %c927
    i64 928, label %c928
    i64 929, label %c929
    i64 930, label %c930
    i64 931, label %c931
    i64 932, label %c932
    i64 933, label %c933
    i64 934, label %c934
    i64 935, label %c935
    i64 936, label %c936
    i64 937, label %c937
    i64 938, label %c938
    i64 939, label %c939
    i64 940, label %c940
    i64 941, label %c941
    i64 942, label %c942
    i64 943, label %c943
    i64 944, label %c944
    i64 945, label %c945
    i64 946, label %c946
    i64 947, label %c947
    i64 948, label %c948
    i64 949, label %c949
    i64 950, label %c950
    i64 951, label %c951
    i64 952, label %c952
    i64 953, label %c953
    i64 954, label %c954
    i64 955, label %c955
    i64 956, label %c956
    i64 957, label %c957
    i64 958, label %c958
    i64 959, label %c959
    i64 960, label %c960
    i64 961, label %c961
    i64 962, label %c962
    i64 963, label %c963
    i64 964, label %c964
    i64 965, label %c965
    i64 966, label %c966
    i64 967, label %c967
    i64 968, label %c968
    i64 969, label %c969
    i64 970, label %c970
    i64 971, label %c971
    i64 972, label %c972
    i64 973, label %c973
    i64 974, label %c974
    i64 975, label %c975
    i64 976, label %c976
    i64 977, label %c977
    i64 978, label %c978
    i64 979, label %c979
    i64 980, label %c980
    i64 981, label %c981
    i64 982, label %c982
    i64 983, label %c983
    i64 984, label %c984
    i64 985, label %c985
    i64 986, label %c986
    i64 987, label %c987
    i64 988, label %c988
    i64 989, label %c989
    i64 990, label %c990
    i64 991, label %c991
    i64 992, label %c992
    i64 993, label %c993
    i64 994, label %c994
    i64 995, label %c995
    i64 996, label %c996
    i64 997, label %c997
    i64 998, label %c998
    i64 999, label %c999
    i64 1000, label %c1000
    i64 1001, label %c1001
    i64 1002, label %c1002
    i64 1003, label %c1003
    i64 1004, label %c1004
    i64 1005, label %c1005
    i64 1006, label %c1006
    i64 1007, label %c1007
    i64 1008, label %c1008
    i64 1009, label %c1009
    i64 1010, label %c1010
    i64 1011, label %c1011
    i64 1012, label %c1012
    i64 1013, label %c1013
    i64 1014, label %c1014
    i64 1015, label %c1015
    i64 1016, label %c1016
    i64 1017, label %c1017
    i64 1018, label %c1018
    i64 1019, label %c1019
    i64 1020, label %c1020
    i64 1021, label %c1021
    i64 1022, label %c1022
    i64 1023, label %c1023
    i64 1024, label %c1024
    i64 1025, label %c1025
    i64 1026, label %c1026
    i64 1027, label %c1027
    i64 1028, label %c1028
    i64 1029, label %c1029
    i64 1030, label %c1030
    i64 1031, label %c1031
    i64 1032, label %c1032
    i64 1033, label %c1033
    i64 1034, label %c1034
    i64 1035, label %c1035
    i64 1036, label %c1036
    i64 1037, label %c1037
    i64 1038, label %c1038
    i64 1039, label %c1039
    i64 1040, label %c1040
    i64 1041, label %c1041
    i64 1042, label %c1042
    i64 1043, label %c1043
    i64 1044, label %c1044
    i64 1045, label %c1045
    i64 1046, label %c1046
    i64 1047, label %c1047
    i64 1048, label %c1048
    i64 1049, label %c1049
    i64 1050, label %c663
    i64 1051, label %c308
    i64 1052, label %c808
    i64 1053, label %c98
    i64 1054, label %c148
    i64 1055, label %c192
    i64 1056, label %c748
    i64 1057, label %c118
    i64 1058, label %c1039
    i64 1059, label %c439
    i64 1060, label %c76
    i64 1061, label %c176
    i64 1062, label %c888
    i64 1063, label %c856
    i64 1064, label %c143
    i64 1065, label %c492
    i64 1066, label %c185
    i64 1067, label %c869
    i64 1068, label %c121
    i64 1069, label %c253
    i64 1070, label %c457
    i64 1071, label %c126
    i64 1072, label %c812
    i64 1073, label %c101
    i64 1074, label %c452
    i64 1075, label %c95
    i64 1076, label %c272
    i64 1077, label %c593
    i64 1078, label %c858
    i64 1079, label %c295
    i64 1080, label %c241
    i64 1081, label %c631
    i64 1082, label %c370
    i64 1083, label %c211
    i64 1084, label %c384
    i64 1085, label %c762
    i64 1086, label %c199
    i64 1087, label %c128
    i64 1088, label %c122
    i64 1089, label %c421
    i64 1090, label %c1016
    i64 1091, label %c875
    i64 1092, label %c643
    i64 1093, label %c953
    i64 1094, label %c928
    i64 1095, label %c740
    i64 1096, label %c613
    i64 1097, label %c508
    i64 1098, label %c368
    i64 1099, label %c499
  ]
c0:
  store i64 %a, ptr %v10
  store i64 %b, ptr %v38
  store i64 %a, ptr %v63
  br label %latch
c1:
  store i64 %b, ptr %v36
  store i64 %a, ptr %v9
  store i64 %a, ptr %v15
  br label %latch
c2:
  store i64 %a, ptr %v43
  store i64 %a, ptr %v19
  store i64 %b, ptr %v62
  br label %latch
c3:
  store i64 %b, ptr %v9
  store i64 %a, ptr %v40
  store i64 %b, ptr %v43
  br label %latch
c4:
  store i64 %a, ptr %v63
  store i64 %a, ptr %v58
  store i64 %a, ptr %v8
  br label %latch
c5:
  %l5 = load i64, ptr %v8
  %t5 = add i64 %l5, 1
  store i64 %t5, ptr %v7
  store i64 %b, ptr %v39
  store i64 %a, ptr %v57
  store i64 %b, ptr %v36
  br label %latch
c6:
  store i64 %a, ptr %v44
  store i64 %a, ptr %v2
  store i64 %b, ptr %v59
  br label %latch
c7:
  store i64 %a, ptr %v14
  store i64 %a, ptr %v63
  store i64 %a, ptr %v7
  br label %latch
c8:
  store i64 %a, ptr %v31
  store i64 %a, ptr %v50
  store i64 %a, ptr %v63
  br label %latch
c9:
  store i64 %a, ptr %v51
  store i64 %b, ptr %v35
  store i64 %a, ptr %v17
  br label %latch
c10:
  store i64 %a, ptr %v53
  store i64 %a, ptr %v45
  store i64 %a, ptr %v48
  br label %latch
c11:
  store i64 %b, ptr %v22
  store i64 %a, ptr %v19
  store i64 %a, ptr %v29
  br label %latch
c12:
  store i64 %a, ptr %v62
  store i64 %a, ptr %v23
  store i64 %a, ptr %v33
  br label %latch
c13:
  store i64 %a, ptr %v53
  store i64 %b, ptr %v47
  store i64 %b, ptr %v40
  br label %latch
c14:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v58
  store i64 %a, ptr %v50
  br label %latch
c15:
  store i64 %a, ptr %v13
  store i64 %a, ptr %v61
  store i64 %a, ptr %v51
  br label %latch
c16:
  store i64 %a, ptr %v26
  store i64 %a, ptr %v56
  store i64 %b, ptr %v20
  br label %latch
c17:
  store i64 %b, ptr %v6
  store i64 %a, ptr %v13
  store i64 %b, ptr %v0
  br label %latch
c18:
  store i64 %a, ptr %v12
  store i64 %a, ptr %v46
  store i64 %b, ptr %v3
  br label %latch
c19:
  store i64 %a, ptr %v48
  store i64 %b, ptr %v19
  store i64 %a, ptr %v32
  br label %latch
c20:
  store i64 %a, ptr %v60
  store i64 %a, ptr %v15
  store i64 %a, ptr %v14
  br label %latch
c21:
  store i64 %a, ptr %v61
  store i64 %a, ptr %v39
  store i64 %b, ptr %v10
  br label %latch
c22:
  store i64 %b, ptr %v43
  store i64 %a, ptr %v33
  store i64 %b, ptr %v61
  br label %latch
c23:
  store i64 %a, ptr %v2
  store i64 %b, ptr %v26
  store i64 %b, ptr %v46
  br label %latch
c24:
  store i64 %b, ptr %v3
  store i64 %a, ptr %v38
  store i64 %b, ptr %v11
  br label %latch
c25:
  store i64 %a, ptr %v46
  store i64 %b, ptr %v21
  store i64 %b, ptr %v45
  br label %latch
c26:
  store i64 %a, ptr %v42
  store i64 %a, ptr %v28
  store i64 %b, ptr %v24
  br label %latch
c27:
  store i64 %a, ptr %v29
  store i64 %b, ptr %v25
  store i64 %a, ptr %v63
  br label %latch
c28:
  store i64 %a, ptr %v3
  store i64 %a, ptr %v35
  store i64 %b, ptr %v60
  br label %latch
c29:
  store i64 %a, ptr %v44
  store i64 %a, ptr %v57
  store i64 %a, ptr %v46
  br label %latch
c30:
  store i64 %a, ptr %v29
  store i64 %a, ptr %v60
  store i64 %a, ptr %v25
  br label %latch
c31:
  store i64 %b, ptr %v0
  store i64 %a, ptr %v61
  store i64 %b, ptr %v44
  br label %latch
c32:
  store i64 %a, ptr %v15
  store i64 %a, ptr %v49
  store i64 %a, ptr %v25
  br label %latch
c33:
  store i64 %a, ptr %v42
  store i64 %a, ptr %v11
  store i64 %b, ptr %v50
  br label %latch
c34:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v20
  store i64 %a, ptr %v21
  br label %latch
c35:
  store i64 %b, ptr %v59
  store i64 %a, ptr %v18
  store i64 %a, ptr %v60
  br label %latch
c36:
  store i64 %b, ptr %v16
  store i64 %b, ptr %v2
  store i64 %a, ptr %v1
  br label %latch
c37:
  store i64 %a, ptr %v17
  store i64 %a, ptr %v55
  store i64 %a, ptr %v24
  br label %latch
c38:
  store i64 %b, ptr %v27
  store i64 %a, ptr %v37
  store i64 %a, ptr %v30
  br label %latch
c39:
  store i64 %b, ptr %v53
  store i64 %a, ptr %v16
  store i64 %a, ptr %v7
  br label %latch
c40:
  store i64 %b, ptr %v53
  store i64 %b, ptr %v16
  store i64 %a, ptr %v19
  br label %latch
c41:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v23
  store i64 %a, ptr %v0
  br label %latch
c42:
  store i64 %a, ptr %v60
  store i64 %b, ptr %v15
  store i64 %b, ptr %v7
  br label %latch
c43:
  store i64 %a, ptr %v61
  store i64 %a, ptr %v13
  store i64 %a, ptr %v7
  br label %latch
c44:
  store i64 %b, ptr %v5
  store i64 %a, ptr %v12
  store i64 %a, ptr %v57
  br label %latch
c45:
  store i64 %b, ptr %v56
  store i64 %a, ptr %v41
  store i64 %a, ptr %v25
  br label %latch
c46:
  store i64 %b, ptr %v61
  store i64 %a, ptr %v31
  store i64 %a, ptr %v33
  br label %latch
c47:
  store i64 %a, ptr %v17
  store i64 %a, ptr %v53
  store i64 %a, ptr %v15
  br label %latch
c48:
  store i64 %a, ptr %v9
  store i64 %a, ptr %v30
  store i64 %b, ptr %v54
  br label %latch
c49:
  store i64 %b, ptr %v38
  store i64 %b, ptr %v15
  store i64 %b, ptr %v19
  br label %latch
c50:
  store i64 %a, ptr %v46
  store i64 %a, ptr %v18
  store i64 %a, ptr %v32
  br label %latch
c51:
  store i64 %a, ptr %v12
  store i64 %b, ptr %v50
  store i64 %a, ptr %v62
  br label %latch
c52:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v55
  store i64 %a, ptr %v51
  br label %latch
c53:
  store i64 %b, ptr %v45
  store i64 %a, ptr %v40
  store i64 %a, ptr %v11
  br label %latch
c54:
  store i64 %b, ptr %v43
  store i64 %a, ptr %v58
  store i64 %a, ptr %v56
  br label %latch
c55:
  store i64 %a, ptr %v42
  store i64 %a, ptr %v37
  store i64 %a, ptr %v8
  br label %latch
c56:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v33
  store i64 %a, ptr %v34
  br label %latch
c57:
  store i64 %a, ptr %v16
  store i64 %a, ptr %v54
  store i64 %b, ptr %v33
  br label %latch
c58:
  store i64 %a, ptr %v63
  store i64 %a, ptr %v41
  store i64 %b, ptr %v11
  br label %latch
c59:
  store i64 %a, ptr %v23
  store i64 %a, ptr %v54
  store i64 %b, ptr %v9
  br label %latch
c60:
  store i64 %b, ptr %v11
  store i64 %a, ptr %v33
  store i64 %a, ptr %v10
  br label %latch
c61:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v15
  store i64 %b, ptr %v58
  br label %latch
c62:
  store i64 %a, ptr %v53
  store i64 %b, ptr %v34
  store i64 %b, ptr %v16
  br label %latch
c63:
  store i64 %a, ptr %v30
  store i64 %a, ptr %v14
  store i64 %a, ptr %v20
  br label %latch
c64:
  store i64 %a, ptr %v25
  store i64 %a, ptr %v39
  store i64 %b, ptr %v26
  br label %latch
c65:
  store i64 %a, ptr %v22
  store i64 %a, ptr %v34
  store i64 %a, ptr %v44
  br label %latch
c66:
  store i64 %b, ptr %v1
  store i64 %a, ptr %v2
  store i64 %a, ptr %v24
  br label %latch
c67:
  store i64 %b, ptr %v57
  store i64 %a, ptr %v13
  store i64 %b, ptr %v55
  br label %latch
c68:
  store i64 %a, ptr %v50
  store i64 %a, ptr %v39
  store i64 %a, ptr %v27
  br label %latch
c69:
  store i64 %a, ptr %v17
  store i64 %a, ptr %v51
  store i64 %a, ptr %v44
  br label %latch
c70:
  store i64 %a, ptr %v9
  store i64 %a, ptr %v32
  store i64 %a, ptr %v55
  br label %latch
c71:
  store i64 %b, ptr %v48
  store i64 %a, ptr %v36
  store i64 %a, ptr %v31
  br label %latch
c72:
  store i64 %a, ptr %v58
  store i64 %a, ptr %v23
  store i64 %a, ptr %v20
  br label %latch
c73:
  store i64 %b, ptr %v33
  store i64 %a, ptr %v46
  store i64 %a, ptr %v42
  br label %latch
c74:
  store i64 %a, ptr %v4
  store i64 %a, ptr %v39
  store i64 %a, ptr %v27
  br label %latch
c75:
  store i64 %a, ptr %v42
  store i64 %a, ptr %v48
  store i64 %b, ptr %v10
  br label %latch
c76:
  store i64 %a, ptr %v25
  store i64 %a, ptr %v31
  store i64 %a, ptr %v0
  br label %latch
c77:
  store i64 %a, ptr %v18
  store i64 %a, ptr %v51
  store i64 %a, ptr %v5
  br label %latch
c78:
  store i64 %b, ptr %v38
  store i64 %b, ptr %v29
  store i64 %a, ptr %v10
  br label %latch
c79:
  store i64 %a, ptr %v49
  store i64 %a, ptr %v41
  store i64 %b, ptr %v63
  br label %latch
c80:
  store i64 %b, ptr %v18
  store i64 %b, ptr %v5
  store i64 %b, ptr %v54
  br label %latch
c81:
  store i64 %a, ptr %v17
  store i64 %a, ptr %v2
  store i64 %a, ptr %v29
  br label %latch
c82:
  store i64 %a, ptr %v17
  store i64 %a, ptr %v46
  store i64 %b, ptr %v13
  br label %latch
c83:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v2
  store i64 %a, ptr %v31
  br label %latch
c84:
  store i64 %b, ptr %v58
  store i64 %b, ptr %v8
  store i64 %a, ptr %v11
  br label %latch
c85:
  store i64 %a, ptr %v60
  store i64 %a, ptr %v32
  store i64 %b, ptr %v9
  br label %latch
c86:
  store i64 %a, ptr %v26
  store i64 %a, ptr %v29
  store i64 %a, ptr %v58
  br label %latch
c87:
  store i64 %b, ptr %v61
  store i64 %b, ptr %v36
  store i64 %b, ptr %v5
  br label %latch
c88:
  store i64 %a, ptr %v25
  store i64 %a, ptr %v9
  store i64 %b, ptr %v18
  br label %latch
c89:
  store i64 %a, ptr %v38
  store i64 %a, ptr %v17
  store i64 %a, ptr %v1
  br label %latch
c90:
  store i64 %b, ptr %v34
  store i64 %a, ptr %v12
  store i64 %a, ptr %v27
  br label %latch
c91:
  store i64 %b, ptr %v36
  store i64 %a, ptr %v59
  store i64 %a, ptr %v15
  br label %latch
c92:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v60
  store i64 %a, ptr %v2
  br label %latch
c93:
  store i64 %a, ptr %v57
  store i64 %a, ptr %v34
  store i64 %a, ptr %v49
  br label %latch
c94:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v18
  store i64 %b, ptr %v33
  br label %latch
c95:
  store i64 %a, ptr %v35
  store i64 %a, ptr %v14
  store i64 %a, ptr %v46
  br label %latch
c96:
  store i64 %a, ptr %v50
  store i64 %a, ptr %v3
  store i64 %b, ptr %v20
  br label %latch
c97:
  store i64 %b, ptr %v57
  store i64 %a, ptr %v51
  store i64 %a, ptr %v38
  br label %latch
c98:
  store i64 %a, ptr %v44
  store i64 %a, ptr %v48
  store i64 %a, ptr %v40
  br label %latch
c99:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v43
  store i64 %b, ptr %v50
  br label %latch
c100:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v37
  store i64 %a, ptr %v32
  br label %latch
c101:
  store i64 %a, ptr %v49
  store i64 %a, ptr %v9
  store i64 %a, ptr %v46
  br label %latch
c102:
  %l102 = load i64, ptr %v35
  %t102 = add i64 %l102, 1
  store i64 %t102, ptr %v13
  store i64 %a, ptr %v6
  store i64 %a, ptr %v36
  store i64 %a, ptr %v19
  br label %latch
c103:
  store i64 %a, ptr %v40
  store i64 %a, ptr %v24
  store i64 %b, ptr %v47
  br label %latch
c104:
  store i64 %a, ptr %v51
  store i64 %b, ptr %v26
  store i64 %a, ptr %v10
  br label %latch
c105:
  store i64 %a, ptr %v57
  store i64 %a, ptr %v17
  store i64 %b, ptr %v36
  br label %latch
c106:
  store i64 %a, ptr %v16
  store i64 %a, ptr %v21
  store i64 %a, ptr %v60
  br label %latch
c107:
  store i64 %a, ptr %v38
  store i64 %b, ptr %v32
  store i64 %a, ptr %v33
  br label %latch
c108:
  store i64 %a, ptr %v38
  store i64 %a, ptr %v61
  store i64 %b, ptr %v50
  br label %latch
c109:
  store i64 %b, ptr %v20
  store i64 %a, ptr %v9
  store i64 %b, ptr %v26
  br label %latch
c110:
  store i64 %a, ptr %v28
  store i64 %a, ptr %v57
  store i64 %a, ptr %v42
  br label %latch
c111:
  store i64 %a, ptr %v24
  store i64 %a, ptr %v31
  store i64 %b, ptr %v11
  br label %latch
c112:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v40
  store i64 %b, ptr %v30
  br label %latch
c113:
  store i64 %a, ptr %v25
  store i64 %a, ptr %v2
  store i64 %b, ptr %v52
  br label %latch
c114:
  store i64 %a, ptr %v26
  store i64 %a, ptr %v48
  store i64 %a, ptr %v34
  br label %latch
c115:
  store i64 %b, ptr %v35
  store i64 %b, ptr %v46
  store i64 %b, ptr %v16
  br label %latch
c116:
  store i64 %a, ptr %v27
  store i64 %a, ptr %v11
  store i64 %a, ptr %v34
  br label %latch
c117:
  store i64 %a, ptr %v57
  store i64 %a, ptr %v55
  store i64 %a, ptr %v39
  br label %latch
c118:
  store i64 %a, ptr %v54
  store i64 %a, ptr %v60
  store i64 %a, ptr %v62
  br label %latch
c119:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v57
  store i64 %a, ptr %v31
  br label %latch
c120:
  store i64 %a, ptr %v19
  store i64 %b, ptr %v13
  store i64 %a, ptr %v58
  br label %latch
c121:
  store i64 %b, ptr %v0
  store i64 %a, ptr %v16
  store i64 %b, ptr %v29
  br label %latch
c122:
  store i64 %b, ptr %v38
  store i64 %b, ptr %v16
  store i64 %a, ptr %v32
  br label %latch
c123:
  store i64 %a, ptr %v14
  store i64 %b, ptr %v12
  store i64 %b, ptr %v9
  br label %latch
c124:
  store i64 %a, ptr %v24
  store i64 %b, ptr %v49
  store i64 %a, ptr %v33
  br label %latch
c125:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v38
  store i64 %b, ptr %v58
  br label %latch
c126:
  store i64 %b, ptr %v31
  store i64 %a, ptr %v60
  store i64 %a, ptr %v30
  br label %latch
c127:
  store i64 %a, ptr %v52
  store i64 %a, ptr %v39
  store i64 %a, ptr %v7
  br label %latch
c128:
  store i64 %a, ptr %v53
  store i64 %b, ptr %v10
  store i64 %a, ptr %v32
  br label %latch
c129:
  store i64 %a, ptr %v47
  store i64 %b, ptr %v29
  store i64 %a, ptr %v63
  br label %latch
c130:
  store i64 %a, ptr %v53
  store i64 %a, ptr %v46
  store i64 %a, ptr %v50
  br label %latch
c131:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v26
  store i64 %a, ptr %v63
  br label %latch
c132:
  store i64 %a, ptr %v29
  store i64 %a, ptr %v59
  store i64 %a, ptr %v28
  br label %latch
c133:
  store i64 %a, ptr %v63
  store i64 %a, ptr %v23
  store i64 %b, ptr %v28
  br label %latch
c134:
  store i64 %a, ptr %v7
  store i64 %a, ptr %v18
  store i64 %a, ptr %v50
  br label %latch
c135:
  store i64 %b, ptr %v18
  store i64 %a, ptr %v53
  store i64 %a, ptr %v6
  br label %latch
c136:
  store i64 %b, ptr %v50
  store i64 %a, ptr %v57
  store i64 %a, ptr %v40
  br label %latch
c137:
  store i64 %a, ptr %v21
  store i64 %b, ptr %v42
  store i64 %b, ptr %v24
  br label %latch
c138:
  store i64 %b, ptr %v59
  store i64 %b, ptr %v4
  store i64 %a, ptr %v39
  br label %latch
c139:
  store i64 %a, ptr %v47
  store i64 %a, ptr %v42
  store i64 %a, ptr %v56
  br label %latch
c140:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v35
  store i64 %b, ptr %v44
  br label %latch
c141:
  store i64 %a, ptr %v26
  store i64 %a, ptr %v48
  store i64 %a, ptr %v45
  br label %latch
c142:
  store i64 %a, ptr %v6
  store i64 %b, ptr %v60
  store i64 %a, ptr %v25
  br label %latch
c143:
  store i64 %b, ptr %v24
  store i64 %a, ptr %v41
  store i64 %a, ptr %v46
  br label %latch
c144:
  store i64 %a, ptr %v52
  store i64 %a, ptr %v31
  store i64 %a, ptr %v51
  br label %latch
c145:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v8
  store i64 %b, ptr %v7
  br label %latch
c146:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v43
  store i64 %b, ptr %v46
  br label %latch
c147:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v33
  store i64 %a, ptr %v40
  br label %latch
c148:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v3
  store i64 %b, ptr %v29
  br label %latch
c149:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v49
  store i64 %a, ptr %v32
  br label %latch
c150:
  store i64 %b, ptr %v63
  store i64 %a, ptr %v23
  store i64 %b, ptr %v1
  br label %latch
c151:
  store i64 %a, ptr %v19
  store i64 %a, ptr %v30
  store i64 %a, ptr %v41
  br label %latch
c152:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v25
  store i64 %a, ptr %v50
  br label %latch
c153:
  store i64 %b, ptr %v8
  store i64 %b, ptr %v4
  store i64 %a, ptr %v61
  br label %latch
c154:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v54
  store i64 %b, ptr %v13
  br label %latch
c155:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v26
  store i64 %b, ptr %v12
  br label %latch
c156:
  store i64 %a, ptr %v57
  store i64 %a, ptr %v22
  store i64 %a, ptr %v29
  br label %latch
c157:
  store i64 %a, ptr %v30
  store i64 %a, ptr %v15
  store i64 %b, ptr %v37
  br label %latch
c158:
  store i64 %b, ptr %v34
  store i64 %a, ptr %v47
  store i64 %a, ptr %v32
  br label %latch
c159:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v31
  store i64 %a, ptr %v23
  br label %latch
c160:
  store i64 %a, ptr %v36
  store i64 %a, ptr %v24
  store i64 %a, ptr %v41
  br label %latch
c161:
  store i64 %b, ptr %v31
  store i64 %a, ptr %v29
  store i64 %a, ptr %v12
  br label %latch
c162:
  store i64 %a, ptr %v13
  store i64 %a, ptr %v0
  store i64 %a, ptr %v60
  br label %latch
c163:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v37
  store i64 %a, ptr %v29
  br label %latch
c164:
  store i64 %b, ptr %v24
  store i64 %a, ptr %v9
  store i64 %a, ptr %v47
  br label %latch
c165:
  store i64 %b, ptr %v33
  store i64 %b, ptr %v0
  store i64 %b, ptr %v13
  br label %latch
c166:
  store i64 %a, ptr %v44
  store i64 %a, ptr %v27
  store i64 %a, ptr %v4
  br label %latch
c167:
  store i64 %a, ptr %v5
  store i64 %b, ptr %v26
  store i64 %b, ptr %v32
  br label %latch
c168:
  store i64 %a, ptr %v26
  store i64 %b, ptr %v1
  store i64 %a, ptr %v41
  br label %latch
c169:
  store i64 %a, ptr %v23
  store i64 %a, ptr %v39
  store i64 %a, ptr %v9
  br label %latch
c170:
  store i64 %a, ptr %v61
  store i64 %a, ptr %v8
  store i64 %b, ptr %v52
  br label %latch
c171:
  store i64 %a, ptr %v19
  store i64 %b, ptr %v11
  store i64 %a, ptr %v20
  br label %latch
c172:
  store i64 %a, ptr %v52
  store i64 %a, ptr %v36
  store i64 %a, ptr %v39
  br label %latch
c173:
  store i64 %a, ptr %v45
  store i64 %b, ptr %v53
  store i64 %a, ptr %v2
  br label %latch
c174:
  store i64 %a, ptr %v50
  store i64 %a, ptr %v51
  store i64 %a, ptr %v26
  br label %latch
c175:
  store i64 %a, ptr %v54
  store i64 %b, ptr %v14
  store i64 %a, ptr %v11
  br label %latch
c176:
  store i64 %a, ptr %v58
  store i64 %a, ptr %v20
  store i64 %b, ptr %v16
  br label %latch
c177:
  store i64 %b, ptr %v18
  store i64 %b, ptr %v50
  store i64 %a, ptr %v11
  br label %latch
c178:
  store i64 %a, ptr %v21
  store i64 %a, ptr %v18
  store i64 %b, ptr %v44
  br label %latch
c179:
  store i64 %a, ptr %v21
  store i64 %a, ptr %v8
  store i64 %a, ptr %v13
  br label %latch
c180:
  store i64 %a, ptr %v38
  store i64 %a, ptr %v16
  store i64 %a, ptr %v5
  br label %latch
c181:
  store i64 %b, ptr %v49
  store i64 %a, ptr %v11
  store i64 %b, ptr %v20
  br label %latch
c182:
  store i64 %a, ptr %v51
  store i64 %b, ptr %v25
  store i64 %a, ptr %v60
  br label %latch
c183:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v51
  store i64 %a, ptr %v20
  br label %latch
c184:
  store i64 %a, ptr %v19
  store i64 %b, ptr %v31
  store i64 %b, ptr %v24
  br label %latch
c185:
  store i64 %a, ptr %v4
  store i64 %b, ptr %v41
  store i64 %a, ptr %v15
  br label %latch
c186:
  store i64 %a, ptr %v39
  store i64 %a, ptr %v53
  store i64 %b, ptr %v31
  br label %latch
c187:
  store i64 %a, ptr %v47
  store i64 %a, ptr %v57
  store i64 %a, ptr %v56
  br label %latch
c188:
  store i64 %a, ptr %v62
  store i64 %b, ptr %v59
  store i64 %a, ptr %v30
  br label %latch
c189:
  store i64 %a, ptr %v22
  store i64 %a, ptr %v60
  store i64 %a, ptr %v51
  br label %latch
c190:
  store i64 %a, ptr %v45
  store i64 %a, ptr %v55
  store i64 %b, ptr %v46
  br label %latch
c191:
  store i64 %b, ptr %v5
  store i64 %a, ptr %v16
  store i64 %b, ptr %v10
  br label %latch
c192:
  store i64 %b, ptr %v10
  store i64 %a, ptr %v6
  store i64 %a, ptr %v48
  br label %latch
c193:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v14
  store i64 %a, ptr %v24
  br label %latch
c194:
  store i64 %a, ptr %v21
  store i64 %b, ptr %v28
  store i64 %a, ptr %v8
  br label %latch
c195:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v41
  store i64 %a, ptr %v35
  br label %latch
c196:
  store i64 %b, ptr %v61
  store i64 %b, ptr %v26
  store i64 %a, ptr %v33
  br label %latch
c197:
  store i64 %a, ptr %v40
  store i64 %a, ptr %v47
  store i64 %a, ptr %v4
  br label %latch
c198:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v35
  store i64 %a, ptr %v41
  br label %latch
c199:
  %l199 = load i64, ptr %v14
  %t199 = add i64 %l199, 1
  store i64 %t199, ptr %v6
  store i64 %a, ptr %v46
  store i64 %b, ptr %v57
  store i64 %b, ptr %v13
  br label %latch
c200:
  store i64 %a, ptr %v50
  store i64 %a, ptr %v47
  store i64 %b, ptr %v33
  br label %latch
c201:
  store i64 %a, ptr %v18
  store i64 %a, ptr %v46
  store i64 %a, ptr %v42
  br label %latch
c202:
  store i64 %b, ptr %v22
  store i64 %a, ptr %v6
  store i64 %a, ptr %v37
  br label %latch
c203:
  store i64 %a, ptr %v40
  store i64 %a, ptr %v0
  store i64 %a, ptr %v4
  br label %latch
c204:
  store i64 %a, ptr %v55
  store i64 %a, ptr %v53
  store i64 %a, ptr %v46
  br label %latch
c205:
  store i64 %a, ptr %v29
  store i64 %a, ptr %v5
  store i64 %b, ptr %v2
  br label %latch
c206:
  store i64 %b, ptr %v45
  store i64 %a, ptr %v38
  store i64 %b, ptr %v13
  br label %latch
c207:
  store i64 %b, ptr %v28
  store i64 %a, ptr %v52
  store i64 %a, ptr %v38
  br label %latch
c208:
  store i64 %a, ptr %v46
  store i64 %a, ptr %v60
  store i64 %a, ptr %v20
  br label %latch
c209:
  store i64 %a, ptr %v19
  store i64 %b, ptr %v57
  store i64 %a, ptr %v12
  br label %latch
c210:
  store i64 %a, ptr %v34
  store i64 %a, ptr %v51
  store i64 %b, ptr %v33
  br label %latch
c211:
  store i64 %a, ptr %v44
  store i64 %a, ptr %v56
  store i64 %a, ptr %v63
  br label %latch
c212:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v7
  store i64 %a, ptr %v3
  br label %latch
c213:
  store i64 %a, ptr %v20
  store i64 %b, ptr %v7
  store i64 %b, ptr %v13
  br label %latch
c214:
  store i64 %a, ptr %v25
  store i64 %b, ptr %v18
  store i64 %b, ptr %v52
  br label %latch
c215:
  store i64 %a, ptr %v53
  store i64 %a, ptr %v22
  store i64 %b, ptr %v39
  br label %latch
c216:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v61
  store i64 %b, ptr %v0
  br label %latch
c217:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v10
  store i64 %a, ptr %v57
  br label %latch
c218:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v29
  store i64 %b, ptr %v4
  br label %latch
c219:
  store i64 %b, ptr %v33
  store i64 %b, ptr %v6
  store i64 %b, ptr %v34
  br label %latch
c220:
  store i64 %b, ptr %v55
  store i64 %a, ptr %v33
  store i64 %a, ptr %v37
  br label %latch
c221:
  store i64 %a, ptr %v1
  store i64 %b, ptr %v21
  store i64 %a, ptr %v33
  br label %latch
c222:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v41
  store i64 %b, ptr %v24
  br label %latch
c223:
  store i64 %a, ptr %v30
  store i64 %b, ptr %v48
  store i64 %b, ptr %v60
  br label %latch
c224:
  store i64 %b, ptr %v0
  store i64 %a, ptr %v3
  store i64 %b, ptr %v55
  br label %latch
c225:
  store i64 %b, ptr %v39
  store i64 %b, ptr %v27
  store i64 %a, ptr %v50
  br label %latch
c226:
  store i64 %a, ptr %v21
  store i64 %a, ptr %v18
  store i64 %a, ptr %v4
  br label %latch
c227:
  store i64 %b, ptr %v20
  store i64 %a, ptr %v44
  store i64 %a, ptr %v18
  br label %latch
c228:
  store i64 %b, ptr %v5
  store i64 %a, ptr %v17
  store i64 %a, ptr %v8
  br label %latch
c229:
  store i64 %b, ptr %v46
  store i64 %a, ptr %v25
  store i64 %a, ptr %v8
  br label %latch
c230:
  store i64 %a, ptr %v31
  store i64 %a, ptr %v26
  store i64 %b, ptr %v14
  br label %latch
c231:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v36
  store i64 %a, ptr %v61
  br label %latch
c232:
  store i64 %a, ptr %v26
  store i64 %a, ptr %v37
  store i64 %a, ptr %v40
  br label %latch
c233:
  store i64 %a, ptr %v2
  store i64 %a, ptr %v44
  store i64 %b, ptr %v32
  br label %latch
c234:
  store i64 %a, ptr %v47
  store i64 %b, ptr %v41
  store i64 %b, ptr %v60
  br label %latch
c235:
  store i64 %b, ptr %v3
  store i64 %a, ptr %v52
  store i64 %a, ptr %v55
  br label %latch
c236:
  store i64 %b, ptr %v60
  store i64 %a, ptr %v6
  store i64 %b, ptr %v27
  br label %latch
c237:
  store i64 %a, ptr %v36
  store i64 %b, ptr %v21
  store i64 %a, ptr %v55
  br label %latch
c238:
  store i64 %a, ptr %v36
  store i64 %a, ptr %v6
  store i64 %a, ptr %v0
  br label %latch
c239:
  store i64 %b, ptr %v62
  store i64 %a, ptr %v23
  store i64 %b, ptr %v63
  br label %latch
c240:
  store i64 %a, ptr %v33
  store i64 %b, ptr %v20
  store i64 %a, ptr %v36
  br label %latch
c241:
  store i64 %b, ptr %v63
  store i64 %a, ptr %v21
  store i64 %a, ptr %v14
  br label %latch
c242:
  store i64 %a, ptr %v13
  store i64 %a, ptr %v41
  store i64 %a, ptr %v45
  br label %latch
c243:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v54
  store i64 %a, ptr %v3
  br label %latch
c244:
  store i64 %a, ptr %v33
  store i64 %b, ptr %v54
  store i64 %a, ptr %v21
  br label %latch
c245:
  store i64 %a, ptr %v58
  store i64 %b, ptr %v16
  store i64 %a, ptr %v4
  br label %latch
c246:
  store i64 %a, ptr %v19
  store i64 %a, ptr %v57
  store i64 %a, ptr %v41
  br label %latch
c247:
  store i64 %a, ptr %v32
  store i64 %a, ptr %v29
  store i64 %b, ptr %v16
  br label %latch
c248:
  store i64 %a, ptr %v30
  store i64 %b, ptr %v24
  store i64 %b, ptr %v34
  br label %latch
c249:
  store i64 %b, ptr %v19
  store i64 %b, ptr %v31
  store i64 %a, ptr %v41
  br label %latch
c250:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v30
  store i64 %b, ptr %v41
  br label %latch
c251:
  store i64 %a, ptr %v13
  store i64 %a, ptr %v21
  store i64 %a, ptr %v25
  br label %latch
c252:
  store i64 %a, ptr %v38
  store i64 %a, ptr %v55
  store i64 %b, ptr %v35
  br label %latch
c253:
  store i64 %a, ptr %v13
  store i64 %a, ptr %v35
  store i64 %a, ptr %v26
  br label %latch
c254:
  store i64 %b, ptr %v1
  store i64 %a, ptr %v51
  store i64 %b, ptr %v55
  br label %latch
c255:
  store i64 %a, ptr %v37
  store i64 %a, ptr %v59
  store i64 %b, ptr %v2
  br label %latch
c256:
  store i64 %a, ptr %v51
  store i64 %b, ptr %v0
  store i64 %b, ptr %v31
  br label %latch
c257:
  store i64 %b, ptr %v53
  store i64 %a, ptr %v29
  store i64 %a, ptr %v23
  br label %latch
c258:
  store i64 %b, ptr %v55
  store i64 %b, ptr %v40
  store i64 %a, ptr %v33
  br label %latch
c259:
  store i64 %b, ptr %v53
  store i64 %b, ptr %v31
  store i64 %b, ptr %v51
  br label %latch
c260:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v32
  store i64 %a, ptr %v54
  br label %latch
c261:
  store i64 %a, ptr %v52
  store i64 %a, ptr %v23
  store i64 %a, ptr %v41
  br label %latch
c262:
  store i64 %b, ptr %v13
  store i64 %a, ptr %v4
  store i64 %a, ptr %v32
  br label %latch
c263:
  store i64 %b, ptr %v25
  store i64 %a, ptr %v44
  store i64 %b, ptr %v12
  br label %latch
c264:
  store i64 %b, ptr %v26
  store i64 %a, ptr %v60
  store i64 %b, ptr %v2
  br label %latch
c265:
  store i64 %a, ptr %v43
  store i64 %b, ptr %v52
  store i64 %a, ptr %v58
  br label %latch
c266:
  store i64 %b, ptr %v50
  store i64 %a, ptr %v15
  store i64 %a, ptr %v45
  br label %latch
c267:
  store i64 %a, ptr %v35
  store i64 %a, ptr %v48
  store i64 %a, ptr %v51
  br label %latch
c268:
  store i64 %a, ptr %v53
  store i64 %a, ptr %v45
  store i64 %a, ptr %v33
  br label %latch
c269:
  store i64 %a, ptr %v51
  store i64 %a, ptr %v28
  store i64 %a, ptr %v50
  br label %latch
c270:
  store i64 %a, ptr %v16
  store i64 %b, ptr %v8
  store i64 %b, ptr %v24
  br label %latch
c271:
  store i64 %b, ptr %v28
  store i64 %b, ptr %v18
  store i64 %a, ptr %v45
  br label %latch
c272:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v37
  store i64 %a, ptr %v16
  br label %latch
c273:
  store i64 %a, ptr %v34
  store i64 %b, ptr %v48
  store i64 %a, ptr %v32
  br label %latch
c274:
  store i64 %a, ptr %v61
  store i64 %a, ptr %v0
  store i64 %b, ptr %v35
  br label %latch
c275:
  store i64 %a, ptr %v38
  store i64 %a, ptr %v41
  store i64 %b, ptr %v61
  br label %latch
c276:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v46
  store i64 %a, ptr %v19
  br label %latch
c277:
  store i64 %b, ptr %v10
  store i64 %a, ptr %v41
  store i64 %b, ptr %v17
  br label %latch
c278:
  store i64 %b, ptr %v1
  store i64 %a, ptr %v26
  store i64 %a, ptr %v9
  br label %latch
c279:
  store i64 %a, ptr %v12
  store i64 %a, ptr %v18
  store i64 %a, ptr %v29
  br label %latch
c280:
  store i64 %b, ptr %v19
  store i64 %a, ptr %v26
  store i64 %b, ptr %v51
  br label %latch
c281:
  store i64 %a, ptr %v11
  store i64 %b, ptr %v38
  store i64 %a, ptr %v25
  br label %latch
c282:
  store i64 %b, ptr %v10
  store i64 %a, ptr %v56
  store i64 %a, ptr %v14
  br label %latch
c283:
  store i64 %a, ptr %v53
  store i64 %a, ptr %v29
  store i64 %b, ptr %v17
  br label %latch
c284:
  store i64 %a, ptr %v7
  store i64 %b, ptr %v61
  store i64 %a, ptr %v59
  br label %latch
c285:
  store i64 %b, ptr %v31
  store i64 %b, ptr %v63
  store i64 %b, ptr %v21
  br label %latch
c286:
  store i64 %a, ptr %v0
  store i64 %b, ptr %v20
  store i64 %b, ptr %v41
  br label %latch
c287:
  store i64 %a, ptr %v63
  store i64 %a, ptr %v37
  store i64 %a, ptr %v59
  br label %latch
c288:
  store i64 %b, ptr %v9
  store i64 %b, ptr %v23
  store i64 %a, ptr %v46
  br label %latch
c289:
  store i64 %a, ptr %v2
  store i64 %b, ptr %v5
  store i64 %a, ptr %v42
  br label %latch
c290:
  store i64 %a, ptr %v62
  store i64 %b, ptr %v18
  store i64 %a, ptr %v4
  br label %latch
c291:
  store i64 %b, ptr %v16
  store i64 %a, ptr %v43
  store i64 %a, ptr %v12
  br label %latch
c292:
  store i64 %a, ptr %v60
  store i64 %a, ptr %v26
  store i64 %a, ptr %v36
  br label %latch
c293:
  store i64 %a, ptr %v32
  store i64 %a, ptr %v6
  store i64 %a, ptr %v37
  br label %latch
c294:
  store i64 %b, ptr %v51
  store i64 %a, ptr %v42
  store i64 %a, ptr %v34
  br label %latch
c295:
  store i64 %a, ptr %v63
  store i64 %a, ptr %v15
  store i64 %b, ptr %v42
  br label %latch
c296:
  %l296 = load i64, ptr %v38
  %t296 = add i64 %l296, 1
  store i64 %t296, ptr %v16
  store i64 %b, ptr %v11
  store i64 %b, ptr %v5
  store i64 %a, ptr %v51
  br label %latch
c297:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v51
  store i64 %a, ptr %v38
  br label %latch
c298:
  store i64 %b, ptr %v24
  store i64 %b, ptr %v60
  store i64 %b, ptr %v7
  br label %latch
c299:
  store i64 %a, ptr %v48
  store i64 %a, ptr %v18
  store i64 %b, ptr %v10
  br label %latch
c300:
  store i64 %b, ptr %v58
  store i64 %a, ptr %v22
  store i64 %a, ptr %v12
  br label %latch
c301:
  store i64 %a, ptr %v53
  store i64 %a, ptr %v12
  store i64 %a, ptr %v1
  br label %latch
c302:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v38
  store i64 %a, ptr %v23
  br label %latch
c303:
  store i64 %a, ptr %v2
  store i64 %b, ptr %v55
  store i64 %b, ptr %v6
  br label %latch
c304:
  store i64 %b, ptr %v5
  store i64 %b, ptr %v15
  store i64 %a, ptr %v53
  br label %latch
c305:
  store i64 %b, ptr %v57
  store i64 %a, ptr %v8
  store i64 %b, ptr %v1
  br label %latch
c306:
  store i64 %b, ptr %v19
  store i64 %a, ptr %v60
  store i64 %a, ptr %v52
  br label %latch
c307:
  store i64 %b, ptr %v60
  store i64 %a, ptr %v27
  store i64 %a, ptr %v19
  br label %latch
c308:
  store i64 %a, ptr %v0
  store i64 %a, ptr %v1
  store i64 %a, ptr %v15
  br label %latch
c309:
  store i64 %a, ptr %v16
  store i64 %b, ptr %v60
  store i64 %b, ptr %v2
  br label %latch
c310:
  store i64 %a, ptr %v31
  store i64 %a, ptr %v57
  store i64 %b, ptr %v23
  br label %latch
c311:
  store i64 %b, ptr %v18
  store i64 %b, ptr %v10
  store i64 %b, ptr %v37
  br label %latch
c312:
  store i64 %a, ptr %v63
  store i64 %b, ptr %v58
  store i64 %a, ptr %v32
  br label %latch
c313:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v7
  store i64 %a, ptr %v10
  br label %latch
c314:
  store i64 %a, ptr %v21
  store i64 %a, ptr %v62
  store i64 %b, ptr %v7
  br label %latch
c315:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v60
  store i64 %a, ptr %v21
  br label %latch
c316:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v53
  store i64 %a, ptr %v61
  br label %latch
c317:
  store i64 %a, ptr %v42
  store i64 %b, ptr %v37
  store i64 %b, ptr %v35
  br label %latch
c318:
  store i64 %b, ptr %v42
  store i64 %a, ptr %v1
  store i64 %b, ptr %v19
  br label %latch
c319:
  store i64 %a, ptr %v54
  store i64 %b, ptr %v31
  store i64 %a, ptr %v48
  br label %latch
c320:
  store i64 %b, ptr %v29
  store i64 %a, ptr %v57
  store i64 %a, ptr %v36
  br label %latch
c321:
  store i64 %a, ptr %v33
  store i64 %b, ptr %v34
  store i64 %a, ptr %v54
  br label %latch
c322:
  store i64 %b, ptr %v36
  store i64 %b, ptr %v18
  store i64 %a, ptr %v35
  br label %latch
c323:
  store i64 %a, ptr %v44
  store i64 %a, ptr %v10
  store i64 %b, ptr %v62
  br label %latch
c324:
  store i64 %b, ptr %v29
  store i64 %a, ptr %v39
  store i64 %a, ptr %v7
  br label %latch
c325:
  store i64 %a, ptr %v26
  store i64 %a, ptr %v32
  store i64 %b, ptr %v1
  br label %latch
c326:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v45
  store i64 %b, ptr %v8
  br label %latch
c327:
  store i64 %b, ptr %v33
  store i64 %b, ptr %v41
  store i64 %a, ptr %v61
  br label %latch
c328:
  store i64 %a, ptr %v24
  store i64 %b, ptr %v27
  store i64 %a, ptr %v11
  br label %latch
c329:
  store i64 %b, ptr %v46
  store i64 %a, ptr %v45
  store i64 %a, ptr %v51
  br label %latch
c330:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v63
  store i64 %b, ptr %v47
  br label %latch
c331:
  store i64 %a, ptr %v59
  store i64 %b, ptr %v10
  store i64 %a, ptr %v19
  br label %latch
c332:
  store i64 %a, ptr %v44
  store i64 %a, ptr %v35
  store i64 %a, ptr %v2
  br label %latch
c333:
  store i64 %a, ptr %v62
  store i64 %a, ptr %v27
  store i64 %a, ptr %v33
  br label %latch
c334:
  store i64 %a, ptr %v57
  store i64 %a, ptr %v16
  store i64 %a, ptr %v32
  br label %latch
c335:
  store i64 %a, ptr %v23
  store i64 %a, ptr %v48
  store i64 %a, ptr %v10
  br label %latch
c336:
  store i64 %a, ptr %v47
  store i64 %b, ptr %v58
  store i64 %b, ptr %v62
  br label %latch
c337:
  store i64 %a, ptr %v50
  store i64 %a, ptr %v15
  store i64 %b, ptr %v11
  br label %latch
c338:
  store i64 %a, ptr %v29
  store i64 %a, ptr %v11
  store i64 %a, ptr %v50
  br label %latch
c339:
  store i64 %a, ptr %v47
  store i64 %a, ptr %v30
  store i64 %a, ptr %v28
  br label %latch
c340:
  store i64 %a, ptr %v45
  store i64 %a, ptr %v7
  store i64 %b, ptr %v3
  br label %latch
c341:
  store i64 %a, ptr %v61
  store i64 %a, ptr %v7
  store i64 %a, ptr %v12
  br label %latch
c342:
  store i64 %b, ptr %v25
  store i64 %a, ptr %v38
  store i64 %a, ptr %v56
  br label %latch
c343:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v47
  store i64 %a, ptr %v32
  br label %latch
c344:
  store i64 %a, ptr %v61
  store i64 %a, ptr %v48
  store i64 %a, ptr %v21
  br label %latch
c345:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v59
  store i64 %a, ptr %v24
  br label %latch
c346:
  store i64 %a, ptr %v9
  store i64 %a, ptr %v47
  store i64 %a, ptr %v17
  br label %latch
c347:
  store i64 %a, ptr %v2
  store i64 %a, ptr %v9
  store i64 %a, ptr %v57
  br label %latch
c348:
  store i64 %a, ptr %v61
  store i64 %a, ptr %v14
  store i64 %a, ptr %v46
  br label %latch
c349:
  store i64 %b, ptr %v7
  store i64 %a, ptr %v23
  store i64 %a, ptr %v57
  br label %latch
c350:
  store i64 %a, ptr %v19
  store i64 %a, ptr %v34
  store i64 %a, ptr %v53
  br label %latch
c351:
  store i64 %a, ptr %v3
  store i64 %a, ptr %v34
  store i64 %a, ptr %v37
  br label %latch
c352:
  store i64 %a, ptr %v62
  store i64 %a, ptr %v13
  store i64 %a, ptr %v40
  br label %latch
c353:
  store i64 %b, ptr %v19
  store i64 %a, ptr %v7
  store i64 %a, ptr %v27
  br label %latch
c354:
  store i64 %a, ptr %v15
  store i64 %a, ptr %v32
  store i64 %a, ptr %v25
  br label %latch
c355:
  store i64 %a, ptr %v30
  store i64 %a, ptr %v12
  store i64 %a, ptr %v49
  br label %latch
c356:
  store i64 %b, ptr %v7
  store i64 %a, ptr %v37
  store i64 %a, ptr %v18
  br label %latch
c357:
  store i64 %a, ptr %v43
  store i64 %b, ptr %v17
  store i64 %a, ptr %v56
  br label %latch
c358:
  store i64 %a, ptr %v23
  store i64 %a, ptr %v46
  store i64 %a, ptr %v55
  br label %latch
c359:
  store i64 %a, ptr %v35
  store i64 %b, ptr %v23
  store i64 %a, ptr %v17
  br label %latch
c360:
  store i64 %a, ptr %v22
  store i64 %b, ptr %v25
  store i64 %b, ptr %v10
  br label %latch
c361:
  store i64 %a, ptr %v63
  store i64 %a, ptr %v35
  store i64 %b, ptr %v22
  br label %latch
c362:
  store i64 %a, ptr %v24
  store i64 %a, ptr %v39
  store i64 %b, ptr %v25
  br label %latch
c363:
  store i64 %a, ptr %v52
  store i64 %a, ptr %v7
  store i64 %b, ptr %v44
  br label %latch
c364:
  store i64 %a, ptr %v63
  store i64 %a, ptr %v11
  store i64 %a, ptr %v1
  br label %latch
c365:
  store i64 %b, ptr %v34
  store i64 %a, ptr %v31
  store i64 %a, ptr %v23
  br label %latch
c366:
  store i64 %a, ptr %v20
  store i64 %b, ptr %v47
  store i64 %a, ptr %v0
  br label %latch
c367:
  store i64 %b, ptr %v9
  store i64 %a, ptr %v15
  store i64 %a, ptr %v45
  br label %latch
c368:
  store i64 %a, ptr %v48
  store i64 %b, ptr %v7
  store i64 %a, ptr %v37
  br label %latch
c369:
  store i64 %a, ptr %v57
  store i64 %a, ptr %v3
  store i64 %a, ptr %v17
  br label %latch
c370:
  store i64 %a, ptr %v28
  store i64 %a, ptr %v23
  store i64 %a, ptr %v21
  br label %latch
c371:
  store i64 %b, ptr %v3
  store i64 %b, ptr %v2
  store i64 %a, ptr %v12
  br label %latch
c372:
  store i64 %b, ptr %v33
  store i64 %a, ptr %v2
  store i64 %b, ptr %v59
  br label %latch
c373:
  store i64 %a, ptr %v56
  store i64 %b, ptr %v13
  store i64 %a, ptr %v44
  br label %latch
c374:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v34
  store i64 %b, ptr %v15
  br label %latch
c375:
  store i64 %a, ptr %v35
  store i64 %a, ptr %v14
  store i64 %a, ptr %v15
  br label %latch
c376:
  store i64 %b, ptr %v29
  store i64 %a, ptr %v18
  store i64 %a, ptr %v59
  br label %latch
c377:
  store i64 %b, ptr %v2
  store i64 %b, ptr %v49
  store i64 %b, ptr %v53
  br label %latch
c378:
  store i64 %a, ptr %v4
  store i64 %a, ptr %v50
  store i64 %a, ptr %v6
  br label %latch
c379:
  store i64 %b, ptr %v30
  store i64 %a, ptr %v42
  store i64 %a, ptr %v55
  br label %latch
c380:
  store i64 %b, ptr %v6
  store i64 %a, ptr %v41
  store i64 %a, ptr %v18
  br label %latch
c381:
  store i64 %a, ptr %v54
  store i64 %b, ptr %v1
  store i64 %a, ptr %v46
  br label %latch
c382:
  store i64 %a, ptr %v8
  store i64 %b, ptr %v41
  store i64 %b, ptr %v55
  br label %latch
c383:
  store i64 %a, ptr %v2
  store i64 %a, ptr %v28
  store i64 %a, ptr %v17
  br label %latch
c384:
  store i64 %b, ptr %v5
  store i64 %b, ptr %v4
  store i64 %a, ptr %v34
  br label %latch
c385:
  store i64 %a, ptr %v4
  store i64 %b, ptr %v12
  store i64 %a, ptr %v32
  br label %latch
c386:
  store i64 %a, ptr %v55
  store i64 %a, ptr %v30
  store i64 %a, ptr %v5
  br label %latch
c387:
  store i64 %a, ptr %v44
  store i64 %b, ptr %v21
  store i64 %b, ptr %v15
  br label %latch
c388:
  store i64 %b, ptr %v34
  store i64 %b, ptr %v10
  store i64 %a, ptr %v59
  br label %latch
c389:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v15
  store i64 %b, ptr %v16
  br label %latch
c390:
  store i64 %b, ptr %v36
  store i64 %a, ptr %v35
  store i64 %b, ptr %v31
  br label %latch
c391:
  store i64 %b, ptr %v36
  store i64 %a, ptr %v58
  store i64 %a, ptr %v28
  br label %latch
c392:
  store i64 %b, ptr %v46
  store i64 %a, ptr %v58
  store i64 %a, ptr %v38
  br label %latch
c393:
  %l393 = load i64, ptr %v39
  %t393 = add i64 %l393, 1
  store i64 %t393, ptr %v3
  store i64 %a, ptr %v31
  store i64 %b, ptr %v42
  store i64 %b, ptr %v28
  br label %latch
c394:
  store i64 %a, ptr %v49
  store i64 %a, ptr %v50
  store i64 %a, ptr %v1
  br label %latch
c395:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v62
  store i64 %a, ptr %v34
  br label %latch
c396:
  store i64 %b, ptr %v7
  store i64 %a, ptr %v2
  store i64 %b, ptr %v20
  br label %latch
c397:
  store i64 %b, ptr %v44
  store i64 %a, ptr %v56
  store i64 %a, ptr %v7
  br label %latch
c398:
  store i64 %b, ptr %v45
  store i64 %b, ptr %v13
  store i64 %a, ptr %v28
  br label %latch
c399:
  store i64 %a, ptr %v53
  store i64 %b, ptr %v43
  store i64 %a, ptr %v45
  br label %latch
c400:
  store i64 %a, ptr %v35
  store i64 %b, ptr %v12
  store i64 %b, ptr %v60
  br label %latch
c401:
  store i64 %a, ptr %v16
  store i64 %a, ptr %v52
  store i64 %b, ptr %v13
  br label %latch
c402:
  store i64 %b, ptr %v15
  store i64 %a, ptr %v63
  store i64 %a, ptr %v50
  br label %latch
c403:
  store i64 %a, ptr %v35
  store i64 %b, ptr %v14
  store i64 %a, ptr %v48
  br label %latch
c404:
  store i64 %a, ptr %v36
  store i64 %a, ptr %v45
  store i64 %b, ptr %v37
  br label %latch
c405:
  store i64 %b, ptr %v49
  store i64 %a, ptr %v41
  store i64 %a, ptr %v0
  br label %latch
c406:
  store i64 %b, ptr %v56
  store i64 %a, ptr %v38
  store i64 %a, ptr %v23
  br label %latch
c407:
  store i64 %a, ptr %v55
  store i64 %a, ptr %v48
  store i64 %a, ptr %v29
  br label %latch
c408:
  store i64 %a, ptr %v31
  store i64 %a, ptr %v41
  store i64 %a, ptr %v26
  br label %latch
c409:
  store i64 %a, ptr %v6
  store i64 %b, ptr %v32
  store i64 %a, ptr %v63
  br label %latch
c410:
  store i64 %a, ptr %v55
  store i64 %a, ptr %v49
  store i64 %b, ptr %v59
  br label %latch
c411:
  store i64 %b, ptr %v44
  store i64 %a, ptr %v57
  store i64 %b, ptr %v1
  br label %latch
c412:
  store i64 %a, ptr %v29
  store i64 %b, ptr %v12
  store i64 %a, ptr %v52
  br label %latch
c413:
  store i64 %a, ptr %v19
  store i64 %a, ptr %v24
  store i64 %a, ptr %v53
  br label %latch
c414:
  store i64 %a, ptr %v43
  store i64 %a, ptr %v11
  store i64 %a, ptr %v21
  br label %latch
c415:
  store i64 %a, ptr %v9
  store i64 %b, ptr %v39
  store i64 %a, ptr %v22
  br label %latch
c416:
  store i64 %b, ptr %v43
  store i64 %a, ptr %v53
  store i64 %b, ptr %v20
  br label %latch
c417:
  store i64 %a, ptr %v26
  store i64 %a, ptr %v24
  store i64 %b, ptr %v52
  br label %latch
c418:
  store i64 %b, ptr %v13
  store i64 %a, ptr %v45
  store i64 %a, ptr %v5
  br label %latch
c419:
  store i64 %a, ptr %v0
  store i64 %a, ptr %v39
  store i64 %b, ptr %v38
  br label %latch
c420:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v3
  store i64 %b, ptr %v25
  br label %latch
c421:
  store i64 %a, ptr %v34
  store i64 %b, ptr %v18
  store i64 %a, ptr %v25
  br label %latch
c422:
  store i64 %a, ptr %v18
  store i64 %a, ptr %v20
  store i64 %a, ptr %v13
  br label %latch
c423:
  store i64 %b, ptr %v21
  store i64 %a, ptr %v62
  store i64 %a, ptr %v59
  br label %latch
c424:
  store i64 %b, ptr %v1
  store i64 %a, ptr %v41
  store i64 %a, ptr %v18
  br label %latch
c425:
  store i64 %a, ptr %v35
  store i64 %b, ptr %v21
  store i64 %a, ptr %v4
  br label %latch
c426:
  store i64 %a, ptr %v8
  store i64 %b, ptr %v44
  store i64 %a, ptr %v24
  br label %latch
c427:
  store i64 %a, ptr %v2
  store i64 %b, ptr %v6
  store i64 %a, ptr %v28
  br label %latch
c428:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v6
  store i64 %a, ptr %v30
  br label %latch
c429:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v22
  store i64 %a, ptr %v40
  br label %latch
c430:
  store i64 %a, ptr %v53
  store i64 %a, ptr %v32
  store i64 %b, ptr %v63
  br label %latch
c431:
  store i64 %a, ptr %v49
  store i64 %a, ptr %v28
  store i64 %b, ptr %v52
  br label %latch
c432:
  store i64 %a, ptr %v62
  store i64 %a, ptr %v2
  store i64 %a, ptr %v31
  br label %latch
c433:
  store i64 %a, ptr %v45
  store i64 %a, ptr %v48
  store i64 %a, ptr %v23
  br label %latch
c434:
  store i64 %b, ptr %v46
  store i64 %a, ptr %v14
  store i64 %a, ptr %v42
  br label %latch
c435:
  store i64 %a, ptr %v51
  store i64 %a, ptr %v8
  store i64 %b, ptr %v15
  br label %latch
c436:
  store i64 %a, ptr %v31
  store i64 %a, ptr %v49
  store i64 %a, ptr %v24
  br label %latch
c437:
  store i64 %a, ptr %v30
  store i64 %b, ptr %v55
  store i64 %a, ptr %v4
  br label %latch
c438:
  store i64 %b, ptr %v43
  store i64 %a, ptr %v19
  store i64 %a, ptr %v30
  br label %latch
c439:
  store i64 %b, ptr %v25
  store i64 %a, ptr %v34
  store i64 %a, ptr %v16
  br label %latch
c440:
  store i64 %a, ptr %v30
  store i64 %a, ptr %v20
  store i64 %b, ptr %v47
  br label %latch
c441:
  store i64 %a, ptr %v51
  store i64 %a, ptr %v48
  store i64 %b, ptr %v26
  br label %latch
c442:
  store i64 %b, ptr %v26
  store i64 %a, ptr %v29
  store i64 %b, ptr %v57
  br label %latch
c443:
  store i64 %b, ptr %v33
  store i64 %a, ptr %v56
  store i64 %a, ptr %v47
  br label %latch
c444:
  store i64 %b, ptr %v27
  store i64 %b, ptr %v16
  store i64 %a, ptr %v15
  br label %latch
c445:
  store i64 %b, ptr %v34
  store i64 %b, ptr %v49
  store i64 %b, ptr %v3
  br label %latch
c446:
  store i64 %a, ptr %v18
  store i64 %b, ptr %v39
  store i64 %a, ptr %v1
  br label %latch
c447:
  store i64 %a, ptr %v22
  store i64 %b, ptr %v29
  store i64 %a, ptr %v41
  br label %latch
c448:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v46
  store i64 %b, ptr %v38
  br label %latch
c449:
  store i64 %a, ptr %v39
  store i64 %a, ptr %v11
  store i64 %b, ptr %v28
  br label %latch
c450:
  store i64 %a, ptr %v51
  store i64 %a, ptr %v36
  store i64 %b, ptr %v45
  br label %latch
c451:
  store i64 %a, ptr %v16
  store i64 %a, ptr %v35
  store i64 %b, ptr %v22
  br label %latch
c452:
  store i64 %b, ptr %v44
  store i64 %b, ptr %v52
  store i64 %b, ptr %v3
  br label %latch
c453:
  store i64 %a, ptr %v59
  store i64 %b, ptr %v31
  store i64 %a, ptr %v51
  br label %latch
c454:
  store i64 %a, ptr %v23
  store i64 %b, ptr %v37
  store i64 %b, ptr %v14
  br label %latch
c455:
  store i64 %a, ptr %v28
  store i64 %b, ptr %v5
  store i64 %a, ptr %v51
  br label %latch
c456:
  store i64 %a, ptr %v55
  store i64 %a, ptr %v25
  store i64 %b, ptr %v38
  br label %latch
c457:
  store i64 %b, ptr %v5
  store i64 %a, ptr %v39
  store i64 %b, ptr %v22
  br label %latch
c458:
  store i64 %b, ptr %v63
  store i64 %b, ptr %v32
  store i64 %b, ptr %v55
  br label %latch
c459:
  store i64 %b, ptr %v44
  store i64 %a, ptr %v0
  store i64 %a, ptr %v14
  br label %latch
c460:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v31
  store i64 %a, ptr %v14
  br label %latch
c461:
  store i64 %b, ptr %v44
  store i64 %b, ptr %v11
  store i64 %a, ptr %v53
  br label %latch
c462:
  store i64 %a, ptr %v28
  store i64 %a, ptr %v35
  store i64 %a, ptr %v11
  br label %latch
c463:
  store i64 %b, ptr %v43
  store i64 %b, ptr %v57
  store i64 %a, ptr %v6
  br label %latch
c464:
  store i64 %a, ptr %v54
  store i64 %a, ptr %v16
  store i64 %b, ptr %v62
  br label %latch
c465:
  store i64 %b, ptr %v33
  store i64 %a, ptr %v22
  store i64 %b, ptr %v20
  br label %latch
c466:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v31
  store i64 %a, ptr %v7
  br label %latch
c467:
  store i64 %b, ptr %v52
  store i64 %a, ptr %v11
  store i64 %a, ptr %v25
  br label %latch
c468:
  store i64 %a, ptr %v17
  store i64 %b, ptr %v62
  store i64 %a, ptr %v61
  br label %latch
c469:
  store i64 %b, ptr %v0
  store i64 %a, ptr %v56
  store i64 %b, ptr %v17
  br label %latch
c470:
  store i64 %b, ptr %v38
  store i64 %b, ptr %v17
  store i64 %a, ptr %v18
  br label %latch
c471:
  store i64 %a, ptr %v42
  store i64 %b, ptr %v15
  store i64 %b, ptr %v54
  br label %latch
c472:
  store i64 %a, ptr %v19
  store i64 %a, ptr %v59
  store i64 %b, ptr %v51
  br label %latch
c473:
  store i64 %a, ptr %v37
  store i64 %a, ptr %v1
  store i64 %a, ptr %v46
  br label %latch
c474:
  store i64 %a, ptr %v7
  store i64 %a, ptr %v35
  store i64 %b, ptr %v38
  br label %latch
c475:
  store i64 %a, ptr %v39
  store i64 %a, ptr %v57
  store i64 %a, ptr %v14
  br label %latch
c476:
  store i64 %a, ptr %v59
  store i64 %b, ptr %v46
  store i64 %a, ptr %v37
  br label %latch
c477:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v1
  store i64 %b, ptr %v59
  br label %latch
c478:
  store i64 %b, ptr %v42
  store i64 %a, ptr %v33
  store i64 %a, ptr %v13
  br label %latch
c479:
  store i64 %a, ptr %v62
  store i64 %a, ptr %v24
  store i64 %a, ptr %v41
  br label %latch
c480:
  store i64 %a, ptr %v36
  store i64 %a, ptr %v32
  store i64 %b, ptr %v31
  br label %latch
c481:
  store i64 %a, ptr %v3
  store i64 %a, ptr %v50
  store i64 %a, ptr %v18
  br label %latch
c482:
  store i64 %b, ptr %v21
  store i64 %b, ptr %v13
  store i64 %a, ptr %v39
  br label %latch
c483:
  store i64 %a, ptr %v48
  store i64 %a, ptr %v23
  store i64 %a, ptr %v45
  br label %latch
c484:
  store i64 %a, ptr %v17
  store i64 %a, ptr %v47
  store i64 %a, ptr %v32
  br label %latch
c485:
  store i64 %a, ptr %v13
  store i64 %a, ptr %v51
  store i64 %a, ptr %v6
  br label %latch
c486:
  store i64 %b, ptr %v63
  store i64 %b, ptr %v20
  store i64 %b, ptr %v38
  br label %latch
c487:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v18
  store i64 %a, ptr %v29
  br label %latch
c488:
  store i64 %a, ptr %v51
  store i64 %a, ptr %v11
  store i64 %a, ptr %v5
  br label %latch
c489:
  store i64 %a, ptr %v27
  store i64 %b, ptr %v47
  store i64 %b, ptr %v0
  br label %latch
c490:
  %l490 = load i64, ptr %v54
  %t490 = add i64 %l490, 1
  store i64 %t490, ptr %v18
  store i64 %b, ptr %v36
  store i64 %b, ptr %v9
  store i64 %a, ptr %v7
  br label %latch
c491:
  store i64 %a, ptr %v43
  store i64 %b, ptr %v8
  store i64 %a, ptr %v56
  br label %latch
c492:
  store i64 %a, ptr %v21
  store i64 %a, ptr %v48
  store i64 %b, ptr %v37
  br label %latch
c493:
  store i64 %a, ptr %v44
  store i64 %b, ptr %v25
  store i64 %a, ptr %v60
  br label %latch
c494:
  store i64 %a, ptr %v58
  store i64 %b, ptr %v54
  store i64 %b, ptr %v19
  br label %latch
c495:
  store i64 %b, ptr %v10
  store i64 %b, ptr %v7
  store i64 %a, ptr %v42
  br label %latch
c496:
  store i64 %b, ptr %v53
  store i64 %b, ptr %v47
  store i64 %a, ptr %v61
  br label %latch
c497:
  store i64 %a, ptr %v38
  store i64 %a, ptr %v43
  store i64 %b, ptr %v3
  br label %latch
c498:
  store i64 %b, ptr %v57
  store i64 %b, ptr %v10
  store i64 %a, ptr %v18
  br label %latch
c499:
  store i64 %b, ptr %v53
  store i64 %a, ptr %v46
  store i64 %a, ptr %v30
  br label %latch
c500:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v14
  store i64 %b, ptr %v29
  br label %latch
c501:
  store i64 %b, ptr %v14
  store i64 %a, ptr %v28
  store i64 %a, ptr %v32
  br label %latch
c502:
  store i64 %b, ptr %v32
  store i64 %a, ptr %v62
  store i64 %a, ptr %v29
  br label %latch
c503:
  store i64 %b, ptr %v14
  store i64 %a, ptr %v10
  store i64 %a, ptr %v52
  br label %latch
c504:
  store i64 %a, ptr %v17
  store i64 %b, ptr %v14
  store i64 %a, ptr %v13
  br label %latch
c505:
  store i64 %a, ptr %v21
  store i64 %a, ptr %v24
  store i64 %a, ptr %v60
  br label %latch
c506:
  store i64 %a, ptr %v7
  store i64 %a, ptr %v51
  store i64 %a, ptr %v30
  br label %latch
c507:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v27
  store i64 %b, ptr %v58
  br label %latch
c508:
  store i64 %b, ptr %v17
  store i64 %a, ptr %v54
  store i64 %b, ptr %v11
  br label %latch
c509:
  store i64 %a, ptr %v14
  store i64 %b, ptr %v45
  store i64 %a, ptr %v21
  br label %latch
c510:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v32
  store i64 %b, ptr %v15
  br label %latch
c511:
  store i64 %b, ptr %v45
  store i64 %a, ptr %v62
  store i64 %a, ptr %v5
  br label %latch
c512:
  store i64 %a, ptr %v45
  store i64 %b, ptr %v41
  store i64 %a, ptr %v14
  br label %latch
c513:
  store i64 %b, ptr %v32
  store i64 %a, ptr %v45
  store i64 %a, ptr %v24
  br label %latch
c514:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v14
  store i64 %a, ptr %v2
  br label %latch
c515:
  store i64 %b, ptr %v33
  store i64 %a, ptr %v23
  store i64 %b, ptr %v19
  br label %latch
c516:
  store i64 %b, ptr %v48
  store i64 %b, ptr %v18
  store i64 %a, ptr %v32
  br label %latch
c517:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v1
  store i64 %a, ptr %v3
  br label %latch
c518:
  store i64 %a, ptr %v61
  store i64 %b, ptr %v4
  store i64 %b, ptr %v9
  br label %latch
c519:
  store i64 %b, ptr %v50
  store i64 %a, ptr %v60
  store i64 %a, ptr %v20
  br label %latch
c520:
  store i64 %a, ptr %v29
  store i64 %b, ptr %v9
  store i64 %a, ptr %v46
  br label %latch
c521:
  store i64 %a, ptr %v39
  store i64 %a, ptr %v16
  store i64 %a, ptr %v5
  br label %latch
c522:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v42
  store i64 %a, ptr %v49
  br label %latch
c523:
  store i64 %a, ptr %v42
  store i64 %a, ptr %v61
  store i64 %a, ptr %v29
  br label %latch
c524:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v18
  store i64 %a, ptr %v34
  br label %latch
c525:
  store i64 %b, ptr %v33
  store i64 %a, ptr %v45
  store i64 %b, ptr %v17
  br label %latch
c526:
  store i64 %b, ptr %v12
  store i64 %b, ptr %v25
  store i64 %b, ptr %v54
  br label %latch
c527:
  store i64 %a, ptr %v12
  store i64 %a, ptr %v46
  store i64 %b, ptr %v36
  br label %latch
c528:
  store i64 %b, ptr %v9
  store i64 %a, ptr %v38
  store i64 %b, ptr %v43
  br label %latch
c529:
  store i64 %a, ptr %v31
  store i64 %a, ptr %v44
  store i64 %b, ptr %v51
  br label %latch
c530:
  store i64 %b, ptr %v43
  store i64 %a, ptr %v41
  store i64 %a, ptr %v61
  br label %latch
c531:
  store i64 %a, ptr %v30
  store i64 %a, ptr %v44
  store i64 %a, ptr %v19
  br label %latch
c532:
  store i64 %a, ptr %v58
  store i64 %b, ptr %v51
  store i64 %a, ptr %v57
  br label %latch
c533:
  store i64 %a, ptr %v21
  store i64 %b, ptr %v8
  store i64 %a, ptr %v18
  br label %latch
c534:
  store i64 %a, ptr %v32
  store i64 %b, ptr %v43
  store i64 %a, ptr %v9
  br label %latch
c535:
  store i64 %a, ptr %v22
  store i64 %a, ptr %v38
  store i64 %b, ptr %v45
  br label %latch
c536:
  store i64 %a, ptr %v54
  store i64 %a, ptr %v8
  store i64 %a, ptr %v62
  br label %latch
c537:
  store i64 %b, ptr %v32
  store i64 %a, ptr %v2
  store i64 %a, ptr %v21
  br label %latch
c538:
  store i64 %a, ptr %v2
  store i64 %a, ptr %v27
  store i64 %a, ptr %v6
  br label %latch
c539:
  store i64 %a, ptr %v36
  store i64 %b, ptr %v12
  store i64 %a, ptr %v25
  br label %latch
c540:
  store i64 %a, ptr %v16
  store i64 %b, ptr %v6
  store i64 %a, ptr %v10
  br label %latch
c541:
  store i64 %a, ptr %v17
  store i64 %b, ptr %v0
  store i64 %b, ptr %v24
  br label %latch
c542:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v41
  store i64 %a, ptr %v3
  br label %latch
c543:
  store i64 %b, ptr %v3
  store i64 %b, ptr %v62
  store i64 %a, ptr %v51
  br label %latch
c544:
  store i64 %a, ptr %v22
  store i64 %a, ptr %v7
  store i64 %b, ptr %v53
  br label %latch
c545:
  store i64 %a, ptr %v42
  store i64 %a, ptr %v63
  store i64 %a, ptr %v51
  br label %latch
c546:
  store i64 %a, ptr %v3
  store i64 %b, ptr %v40
  store i64 %b, ptr %v7
  br label %latch
c547:
  store i64 %a, ptr %v42
  store i64 %a, ptr %v20
  store i64 %a, ptr %v11
  br label %latch
c548:
  store i64 %a, ptr %v18
  store i64 %a, ptr %v11
  store i64 %a, ptr %v45
  br label %latch
c549:
  store i64 %b, ptr %v19
  store i64 %b, ptr %v42
  store i64 %a, ptr %v29
  br label %latch
c550:
  store i64 %b, ptr %v61
  store i64 %b, ptr %v4
  store i64 %b, ptr %v39
  br label %latch
c551:
  store i64 %b, ptr %v58
  store i64 %b, ptr %v35
  store i64 %a, ptr %v46
  br label %latch
c552:
  store i64 %b, ptr %v16
  store i64 %a, ptr %v32
  store i64 %a, ptr %v1
  br label %latch
c553:
  store i64 %a, ptr %v46
  store i64 %a, ptr %v19
  store i64 %a, ptr %v29
  br label %latch
c554:
  store i64 %b, ptr %v17
  store i64 %b, ptr %v15
  store i64 %a, ptr %v7
  br label %latch
c555:
  store i64 %b, ptr %v23
  store i64 %a, ptr %v33
  store i64 %a, ptr %v46
  br label %latch
c556:
  store i64 %b, ptr %v20
  store i64 %a, ptr %v3
  store i64 %a, ptr %v44
  br label %latch
c557:
  store i64 %a, ptr %v63
  store i64 %a, ptr %v27
  store i64 %a, ptr %v44
  br label %latch
c558:
  store i64 %b, ptr %v41
  store i64 %b, ptr %v3
  store i64 %a, ptr %v13
  br label %latch
c559:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v51
  store i64 %b, ptr %v44
  br label %latch
c560:
  store i64 %a, ptr %v48
  store i64 %a, ptr %v52
  store i64 %a, ptr %v28
  br label %latch
c561:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v55
  store i64 %a, ptr %v30
  br label %latch
c562:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v54
  store i64 %a, ptr %v35
  br label %latch
c563:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v61
  store i64 %a, ptr %v34
  br label %latch
c564:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v42
  store i64 %a, ptr %v0
  br label %latch
c565:
  store i64 %b, ptr %v40
  store i64 %a, ptr %v57
  store i64 %a, ptr %v27
  br label %latch
c566:
  store i64 %a, ptr %v46
  store i64 %a, ptr %v5
  store i64 %a, ptr %v56
  br label %latch
c567:
  store i64 %a, ptr %v38
  store i64 %a, ptr %v3
  store i64 %a, ptr %v14
  br label %latch
c568:
  store i64 %a, ptr %v38
  store i64 %a, ptr %v19
  store i64 %a, ptr %v45
  br label %latch
c569:
  store i64 %a, ptr %v50
  store i64 %b, ptr %v11
  store i64 %b, ptr %v53
  br label %latch
c570:
  store i64 %b, ptr %v50
  store i64 %a, ptr %v42
  store i64 %a, ptr %v4
  br label %latch
c571:
  store i64 %b, ptr %v1
  store i64 %b, ptr %v4
  store i64 %a, ptr %v17
  br label %latch
c572:
  store i64 %a, ptr %v55
  store i64 %a, ptr %v13
  store i64 %a, ptr %v2
  br label %latch
c573:
  store i64 %a, ptr %v14
  store i64 %b, ptr %v15
  store i64 %a, ptr %v62
  br label %latch
c574:
  store i64 %b, ptr %v0
  store i64 %b, ptr %v22
  store i64 %a, ptr %v28
  br label %latch
c575:
  store i64 %a, ptr %v14
  store i64 %a, ptr %v45
  store i64 %a, ptr %v63
  br label %latch
c576:
  store i64 %b, ptr %v28
  store i64 %a, ptr %v9
  store i64 %a, ptr %v34
  br label %latch
c577:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v34
  store i64 %b, ptr %v8
  br label %latch
c578:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v52
  store i64 %a, ptr %v46
  br label %latch
c579:
  store i64 %b, ptr %v5
  store i64 %a, ptr %v58
  store i64 %b, ptr %v36
  br label %latch
c580:
  store i64 %a, ptr %v52
  store i64 %a, ptr %v34
  store i64 %b, ptr %v51
  br label %latch
c581:
  store i64 %a, ptr %v53
  store i64 %a, ptr %v49
  store i64 %a, ptr %v19
  br label %latch
c582:
  store i64 %b, ptr %v18
  store i64 %b, ptr %v0
  store i64 %a, ptr %v30
  br label %latch
c583:
  store i64 %b, ptr %v48
  store i64 %a, ptr %v30
  store i64 %a, ptr %v25
  br label %latch
c584:
  store i64 %b, ptr %v4
  store i64 %b, ptr %v6
  store i64 %a, ptr %v51
  br label %latch
c585:
  store i64 %b, ptr %v56
  store i64 %a, ptr %v40
  store i64 %a, ptr %v58
  br label %latch
c586:
  store i64 %a, ptr %v60
  store i64 %b, ptr %v43
  store i64 %b, ptr %v48
  br label %latch
c587:
  %l587 = load i64, ptr %v48
  %t587 = add i64 %l587, 1
  store i64 %t587, ptr %v45
  store i64 %b, ptr %v8
  store i64 %b, ptr %v50
  store i64 %b, ptr %v34
  br label %latch
c588:
  store i64 %b, ptr %v41
  store i64 %a, ptr %v9
  store i64 %a, ptr %v28
  br label %latch
c589:
  store i64 %b, ptr %v60
  store i64 %a, ptr %v44
  store i64 %a, ptr %v61
  br label %latch
c590:
  store i64 %b, ptr %v8
  store i64 %a, ptr %v46
  store i64 %a, ptr %v26
  br label %latch
c591:
  store i64 %b, ptr %v30
  store i64 %a, ptr %v22
  store i64 %a, ptr %v19
  br label %latch
c592:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v41
  store i64 %a, ptr %v48
  br label %latch
c593:
  store i64 %a, ptr %v52
  store i64 %a, ptr %v19
  store i64 %a, ptr %v32
  br label %latch
c594:
  store i64 %b, ptr %v45
  store i64 %a, ptr %v38
  store i64 %a, ptr %v57
  br label %latch
c595:
  store i64 %b, ptr %v50
  store i64 %a, ptr %v37
  store i64 %a, ptr %v57
  br label %latch
c596:
  store i64 %a, ptr %v61
  store i64 %b, ptr %v22
  store i64 %a, ptr %v19
  br label %latch
c597:
  store i64 %b, ptr %v46
  store i64 %a, ptr %v62
  store i64 %b, ptr %v30
  br label %latch
c598:
  store i64 %a, ptr %v43
  store i64 %b, ptr %v48
  store i64 %a, ptr %v32
  br label %latch
c599:
  store i64 %b, ptr %v0
  store i64 %a, ptr %v33
  store i64 %a, ptr %v7
  br label %latch
c600:
  store i64 %a, ptr %v35
  store i64 %a, ptr %v41
  store i64 %a, ptr %v32
  br label %latch
c601:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v63
  store i64 %a, ptr %v25
  br label %latch
c602:
  store i64 %a, ptr %v47
  store i64 %a, ptr %v5
  store i64 %a, ptr %v56
  br label %latch
c603:
  store i64 %b, ptr %v37
  store i64 %b, ptr %v52
  store i64 %a, ptr %v55
  br label %latch
c604:
  store i64 %b, ptr %v45
  store i64 %a, ptr %v30
  store i64 %b, ptr %v49
  br label %latch
c605:
  store i64 %b, ptr %v24
  store i64 %a, ptr %v47
  store i64 %a, ptr %v8
  br label %latch
c606:
  store i64 %a, ptr %v9
  store i64 %a, ptr %v10
  store i64 %b, ptr %v57
  br label %latch
c607:
  store i64 %a, ptr %v53
  store i64 %b, ptr %v63
  store i64 %b, ptr %v3
  br label %latch
c608:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v55
  store i64 %a, ptr %v53
  br label %latch
c609:
  store i64 %a, ptr %v56
  store i64 %b, ptr %v50
  store i64 %a, ptr %v62
  br label %latch
c610:
  store i64 %b, ptr %v29
  store i64 %a, ptr %v25
  store i64 %b, ptr %v51
  br label %latch
c611:
  store i64 %a, ptr %v37
  store i64 %a, ptr %v42
  store i64 %a, ptr %v49
  br label %latch
c612:
  store i64 %a, ptr %v28
  store i64 %a, ptr %v9
  store i64 %a, ptr %v1
  br label %latch
c613:
  store i64 %b, ptr %v27
  store i64 %a, ptr %v58
  store i64 %b, ptr %v7
  br label %latch
c614:
  store i64 %b, ptr %v42
  store i64 %b, ptr %v61
  store i64 %b, ptr %v7
  br label %latch
c615:
  store i64 %a, ptr %v53
  store i64 %b, ptr %v17
  store i64 %a, ptr %v52
  br label %latch
c616:
  store i64 %b, ptr %v41
  store i64 %a, ptr %v42
  store i64 %a, ptr %v24
  br label %latch
c617:
  store i64 %a, ptr %v35
  store i64 %a, ptr %v33
  store i64 %a, ptr %v11
  br label %latch
c618:
  store i64 %b, ptr %v38
  store i64 %a, ptr %v50
  store i64 %a, ptr %v53
  br label %latch
c619:
  store i64 %a, ptr %v38
  store i64 %b, ptr %v31
  store i64 %a, ptr %v48
  br label %latch
c620:
  store i64 %a, ptr %v39
  store i64 %a, ptr %v25
  store i64 %b, ptr %v16
  br label %latch
c621:
  store i64 %b, ptr %v47
  store i64 %b, ptr %v59
  store i64 %a, ptr %v62
  br label %latch
c622:
  store i64 %a, ptr %v46
  store i64 %b, ptr %v43
  store i64 %b, ptr %v25
  br label %latch
c623:
  store i64 %b, ptr %v6
  store i64 %a, ptr %v40
  store i64 %a, ptr %v1
  br label %latch
c624:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v4
  store i64 %a, ptr %v35
  br label %latch
c625:
  store i64 %a, ptr %v25
  store i64 %b, ptr %v26
  store i64 %a, ptr %v58
  br label %latch
c626:
  store i64 %a, ptr %v26
  store i64 %b, ptr %v7
  store i64 %a, ptr %v23
  br label %latch
c627:
  store i64 %b, ptr %v6
  store i64 %a, ptr %v17
  store i64 %a, ptr %v9
  br label %latch
c628:
  store i64 %a, ptr %v1
  store i64 %b, ptr %v21
  store i64 %b, ptr %v63
  br label %latch
c629:
  store i64 %a, ptr %v37
  store i64 %b, ptr %v27
  store i64 %a, ptr %v20
  br label %latch
c630:
  store i64 %a, ptr %v12
  store i64 %a, ptr %v59
  store i64 %a, ptr %v25
  br label %latch
c631:
  store i64 %b, ptr %v28
  store i64 %a, ptr %v32
  store i64 %a, ptr %v56
  br label %latch
c632:
  store i64 %a, ptr %v7
  store i64 %a, ptr %v17
  store i64 %a, ptr %v5
  br label %latch
c633:
  store i64 %a, ptr %v29
  store i64 %a, ptr %v40
  store i64 %a, ptr %v19
  br label %latch
c634:
  store i64 %a, ptr %v27
  store i64 %a, ptr %v19
  store i64 %a, ptr %v29
  br label %latch
c635:
  store i64 %a, ptr %v48
  store i64 %b, ptr %v19
  store i64 %b, ptr %v37
  br label %latch
c636:
  store i64 %a, ptr %v11
  store i64 %b, ptr %v25
  store i64 %a, ptr %v59
  br label %latch
c637:
  store i64 %a, ptr %v55
  store i64 %a, ptr %v42
  store i64 %a, ptr %v51
  br label %latch
c638:
  store i64 %a, ptr %v15
  store i64 %a, ptr %v26
  store i64 %a, ptr %v9
  br label %latch
c639:
  store i64 %a, ptr %v2
  store i64 %a, ptr %v63
  store i64 %a, ptr %v11
  br label %latch
c640:
  store i64 %a, ptr %v38
  store i64 %a, ptr %v11
  store i64 %a, ptr %v25
  br label %latch
c641:
  store i64 %b, ptr %v29
  store i64 %b, ptr %v38
  store i64 %a, ptr %v4
  br label %latch
c642:
  store i64 %a, ptr %v0
  store i64 %b, ptr %v44
  store i64 %a, ptr %v24
  br label %latch
c643:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v22
  store i64 %a, ptr %v42
  br label %latch
c644:
  store i64 %a, ptr %v31
  store i64 %a, ptr %v42
  store i64 %a, ptr %v46
  br label %latch
c645:
  store i64 %b, ptr %v8
  store i64 %b, ptr %v58
  store i64 %a, ptr %v12
  br label %latch
c646:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v50
  store i64 %a, ptr %v59
  br label %latch
c647:
  store i64 %a, ptr %v12
  store i64 %b, ptr %v52
  store i64 %a, ptr %v16
  br label %latch
c648:
  store i64 %a, ptr %v9
  store i64 %a, ptr %v47
  store i64 %b, ptr %v20
  br label %latch
c649:
  store i64 %b, ptr %v11
  store i64 %a, ptr %v42
  store i64 %a, ptr %v0
  br label %latch
c650:
  store i64 %a, ptr %v19
  store i64 %a, ptr %v33
  store i64 %a, ptr %v12
  br label %latch
c651:
  store i64 %b, ptr %v19
  store i64 %b, ptr %v63
  store i64 %a, ptr %v34
  br label %latch
c652:
  store i64 %a, ptr %v41
  store i64 %b, ptr %v59
  store i64 %b, ptr %v31
  br label %latch
c653:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v32
  store i64 %a, ptr %v46
  br label %latch
c654:
  store i64 %b, ptr %v26
  store i64 %b, ptr %v16
  store i64 %b, ptr %v30
  br label %latch
c655:
  store i64 %a, ptr %v30
  store i64 %a, ptr %v12
  store i64 %a, ptr %v1
  br label %latch
c656:
  store i64 %a, ptr %v26
  store i64 %a, ptr %v29
  store i64 %a, ptr %v11
  br label %latch
c657:
  store i64 %b, ptr %v3
  store i64 %b, ptr %v54
  store i64 %a, ptr %v50
  br label %latch
c658:
  store i64 %b, ptr %v37
  store i64 %b, ptr %v15
  store i64 %a, ptr %v10
  br label %latch
c659:
  store i64 %a, ptr %v29
  store i64 %a, ptr %v31
  store i64 %b, ptr %v7
  br label %latch
c660:
  store i64 %a, ptr %v43
  store i64 %b, ptr %v12
  store i64 %b, ptr %v5
  br label %latch
c661:
  store i64 %a, ptr %v22
  store i64 %a, ptr %v38
  store i64 %b, ptr %v43
  br label %latch
c662:
  store i64 %a, ptr %v23
  store i64 %a, ptr %v1
  store i64 %a, ptr %v40
  br label %latch
c663:
  store i64 %b, ptr %v11
  store i64 %b, ptr %v31
  store i64 %b, ptr %v18
  br label %latch
c664:
  store i64 %a, ptr %v21
  store i64 %a, ptr %v19
  store i64 %a, ptr %v44
  br label %latch
c665:
  store i64 %a, ptr %v28
  store i64 %a, ptr %v42
  store i64 %a, ptr %v8
  br label %latch
c666:
  store i64 %b, ptr %v63
  store i64 %b, ptr %v42
  store i64 %a, ptr %v8
  br label %latch
c667:
  store i64 %a, ptr %v25
  store i64 %a, ptr %v6
  store i64 %b, ptr %v46
  br label %latch
c668:
  store i64 %b, ptr %v44
  store i64 %b, ptr %v20
  store i64 %a, ptr %v63
  br label %latch
c669:
  store i64 %a, ptr %v17
  store i64 %b, ptr %v33
  store i64 %a, ptr %v38
  br label %latch
c670:
  store i64 %b, ptr %v21
  store i64 %b, ptr %v55
  store i64 %a, ptr %v49
  br label %latch
c671:
  store i64 %a, ptr %v14
  store i64 %a, ptr %v8
  store i64 %a, ptr %v32
  br label %latch
c672:
  store i64 %b, ptr %v58
  store i64 %b, ptr %v30
  store i64 %b, ptr %v63
  br label %latch
c673:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v50
  store i64 %a, ptr %v43
  br label %latch
c674:
  store i64 %a, ptr %v29
  store i64 %a, ptr %v43
  store i64 %a, ptr %v54
  br label %latch
c675:
  store i64 %a, ptr %v62
  store i64 %a, ptr %v2
  store i64 %a, ptr %v14
  br label %latch
c676:
  store i64 %a, ptr %v38
  store i64 %b, ptr %v58
  store i64 %a, ptr %v18
  br label %latch
c677:
  store i64 %a, ptr %v10
  store i64 %b, ptr %v45
  store i64 %a, ptr %v50
  br label %latch
c678:
  store i64 %a, ptr %v37
  store i64 %a, ptr %v42
  store i64 %b, ptr %v11
  br label %latch
c679:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v52
  store i64 %b, ptr %v30
  br label %latch
c680:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v48
  store i64 %a, ptr %v23
  br label %latch
c681:
  store i64 %a, ptr %v19
  store i64 %a, ptr %v46
  store i64 %b, ptr %v21
  br label %latch
c682:
  store i64 %a, ptr %v50
  store i64 %b, ptr %v39
  store i64 %b, ptr %v63
  br label %latch
c683:
  store i64 %b, ptr %v24
  store i64 %a, ptr %v20
  store i64 %a, ptr %v50
  br label %latch
c684:
  %l684 = load i64, ptr %v22
  %t684 = add i64 %l684, 1
  store i64 %t684, ptr %v13
  store i64 %b, ptr %v31
  store i64 %a, ptr %v58
  store i64 %b, ptr %v32
  br label %latch
c685:
  store i64 %a, ptr %v12
  store i64 %b, ptr %v48
  store i64 %a, ptr %v17
  br label %latch
c686:
  store i64 %a, ptr %v9
  store i64 %a, ptr %v42
  store i64 %a, ptr %v56
  br label %latch
c687:
  store i64 %b, ptr %v39
  store i64 %a, ptr %v48
  store i64 %a, ptr %v7
  br label %latch
c688:
  store i64 %b, ptr %v46
  store i64 %a, ptr %v2
  store i64 %b, ptr %v7
  br label %latch
c689:
  store i64 %b, ptr %v48
  store i64 %a, ptr %v57
  store i64 %b, ptr %v39
  br label %latch
c690:
  store i64 %a, ptr %v58
  store i64 %a, ptr %v4
  store i64 %a, ptr %v41
  br label %latch
c691:
  store i64 %b, ptr %v34
  store i64 %b, ptr %v18
  store i64 %b, ptr %v24
  br label %latch
c692:
  store i64 %b, ptr %v5
  store i64 %b, ptr %v50
  store i64 %b, ptr %v22
  br label %latch
c693:
  store i64 %b, ptr %v35
  store i64 %a, ptr %v30
  store i64 %a, ptr %v37
  br label %latch
c694:
  store i64 %a, ptr %v52
  store i64 %b, ptr %v10
  store i64 %a, ptr %v48
  br label %latch
c695:
  store i64 %b, ptr %v35
  store i64 %a, ptr %v41
  store i64 %a, ptr %v20
  br label %latch
c696:
  store i64 %b, ptr %v44
  store i64 %a, ptr %v17
  store i64 %a, ptr %v25
  br label %latch
c697:
  store i64 %b, ptr %v39
  store i64 %a, ptr %v21
  store i64 %a, ptr %v6
  br label %latch
c698:
  store i64 %a, ptr %v46
  store i64 %a, ptr %v23
  store i64 %a, ptr %v34
  br label %latch
c699:
  store i64 %a, ptr %v41
  store i64 %b, ptr %v56
  store i64 %a, ptr %v51
  br label %latch
c700:
  store i64 %a, ptr %v46
  store i64 %a, ptr %v50
  store i64 %a, ptr %v40
  br label %latch
c701:
  store i64 %b, ptr %v14
  store i64 %a, ptr %v26
  store i64 %b, ptr %v57
  br label %latch
c702:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v40
  store i64 %b, ptr %v5
  br label %latch
c703:
  store i64 %a, ptr %v60
  store i64 %a, ptr %v52
  store i64 %a, ptr %v9
  br label %latch
c704:
  store i64 %a, ptr %v50
  store i64 %a, ptr %v36
  store i64 %a, ptr %v15
  br label %latch
c705:
  store i64 %b, ptr %v5
  store i64 %a, ptr %v39
  store i64 %a, ptr %v45
  br label %latch
c706:
  store i64 %b, ptr %v31
  store i64 %b, ptr %v8
  store i64 %a, ptr %v12
  br label %latch
c707:
  store i64 %b, ptr %v14
  store i64 %a, ptr %v39
  store i64 %b, ptr %v21
  br label %latch
c708:
  store i64 %b, ptr %v15
  store i64 %a, ptr %v51
  store i64 %a, ptr %v50
  br label %latch
c709:
  store i64 %a, ptr %v50
  store i64 %a, ptr %v63
  store i64 %b, ptr %v43
  br label %latch
c710:
  store i64 %a, ptr %v18
  store i64 %a, ptr %v52
  store i64 %a, ptr %v36
  br label %latch
c711:
  store i64 %b, ptr %v8
  store i64 %b, ptr %v52
  store i64 %a, ptr %v0
  br label %latch
c712:
  store i64 %b, ptr %v55
  store i64 %b, ptr %v51
  store i64 %a, ptr %v27
  br label %latch
c713:
  store i64 %b, ptr %v16
  store i64 %a, ptr %v19
  store i64 %b, ptr %v28
  br label %latch
c714:
  store i64 %b, ptr %v15
  store i64 %b, ptr %v36
  store i64 %a, ptr %v4
  br label %latch
c715:
  store i64 %b, ptr %v36
  store i64 %a, ptr %v16
  store i64 %b, ptr %v49
  br label %latch
c716:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v34
  store i64 %a, ptr %v27
  br label %latch
c717:
  store i64 %b, ptr %v46
  store i64 %b, ptr %v10
  store i64 %a, ptr %v2
  br label %latch
c718:
  store i64 %a, ptr %v15
  store i64 %a, ptr %v41
  store i64 %b, ptr %v27
  br label %latch
c719:
  store i64 %b, ptr %v17
  store i64 %a, ptr %v57
  store i64 %a, ptr %v35
  br label %latch
c720:
  store i64 %a, ptr %v4
  store i64 %a, ptr %v5
  store i64 %a, ptr %v59
  br label %latch
c721:
  store i64 %b, ptr %v37
  store i64 %b, ptr %v43
  store i64 %a, ptr %v42
  br label %latch
c722:
  store i64 %b, ptr %v27
  store i64 %b, ptr %v26
  store i64 %b, ptr %v36
  br label %latch
c723:
  store i64 %a, ptr %v3
  store i64 %b, ptr %v28
  store i64 %a, ptr %v22
  br label %latch
c724:
  store i64 %b, ptr %v54
  store i64 %a, ptr %v47
  store i64 %b, ptr %v8
  br label %latch
c725:
  store i64 %a, ptr %v11
  store i64 %b, ptr %v14
  store i64 %b, ptr %v51
  br label %latch
c726:
  store i64 %a, ptr %v52
  store i64 %b, ptr %v28
  store i64 %a, ptr %v7
  br label %latch
c727:
  store i64 %b, ptr %v32
  store i64 %a, ptr %v9
  store i64 %a, ptr %v61
  br label %latch
c728:
  store i64 %b, ptr %v58
  store i64 %a, ptr %v24
  store i64 %a, ptr %v43
  br label %latch
c729:
  store i64 %a, ptr %v51
  store i64 %a, ptr %v21
  store i64 %b, ptr %v36
  br label %latch
c730:
  store i64 %b, ptr %v2
  store i64 %b, ptr %v56
  store i64 %a, ptr %v25
  br label %latch
c731:
  store i64 %b, ptr %v33
  store i64 %a, ptr %v25
  store i64 %b, ptr %v37
  br label %latch
c732:
  store i64 %a, ptr %v2
  store i64 %a, ptr %v8
  store i64 %a, ptr %v45
  br label %latch
c733:
  store i64 %b, ptr %v33
  store i64 %b, ptr %v45
  store i64 %a, ptr %v20
  br label %latch
c734:
  store i64 %a, ptr %v45
  store i64 %b, ptr %v39
  store i64 %a, ptr %v13
  br label %latch
c735:
  store i64 %b, ptr %v45
  store i64 %a, ptr %v53
  store i64 %a, ptr %v3
  br label %latch
c736:
  store i64 %a, ptr %v43
  store i64 %a, ptr %v13
  store i64 %a, ptr %v19
  br label %latch
c737:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v43
  store i64 %a, ptr %v40
  br label %latch
c738:
  store i64 %a, ptr %v32
  store i64 %a, ptr %v49
  store i64 %b, ptr %v26
  br label %latch
c739:
  store i64 %b, ptr %v2
  store i64 %a, ptr %v24
  store i64 %b, ptr %v35
  br label %latch
c740:
  store i64 %a, ptr %v49
  store i64 %a, ptr %v20
  store i64 %a, ptr %v55
  br label %latch
c741:
  store i64 %a, ptr %v14
  store i64 %a, ptr %v27
  store i64 %a, ptr %v48
  br label %latch
c742:
  store i64 %b, ptr %v59
  store i64 %b, ptr %v5
  store i64 %a, ptr %v26
  br label %latch
c743:
  store i64 %a, ptr %v41
  store i64 %b, ptr %v43
  store i64 %a, ptr %v59
  br label %latch
c744:
  store i64 %a, ptr %v0
  store i64 %a, ptr %v31
  store i64 %a, ptr %v26
  br label %latch
c745:
  store i64 %a, ptr %v12
  store i64 %a, ptr %v16
  store i64 %b, ptr %v25
  br label %latch
c746:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v8
  store i64 %a, ptr %v6
  br label %latch
c747:
  store i64 %a, ptr %v30
  store i64 %a, ptr %v60
  store i64 %b, ptr %v18
  br label %latch
c748:
  store i64 %a, ptr %v48
  store i64 %a, ptr %v8
  store i64 %a, ptr %v30
  br label %latch
c749:
  store i64 %a, ptr %v28
  store i64 %a, ptr %v4
  store i64 %a, ptr %v31
  br label %latch
c750:
  store i64 %a, ptr %v4
  store i64 %a, ptr %v59
  store i64 %a, ptr %v6
  br label %latch
c751:
  store i64 %a, ptr %v5
  store i64 %a, ptr %v52
  store i64 %a, ptr %v33
  br label %latch
c752:
  store i64 %b, ptr %v2
  store i64 %a, ptr %v61
  store i64 %a, ptr %v13
  br label %latch
c753:
  store i64 %a, ptr %v18
  store i64 %b, ptr %v20
  store i64 %a, ptr %v41
  br label %latch
c754:
  store i64 %b, ptr %v0
  store i64 %b, ptr %v9
  store i64 %a, ptr %v3
  br label %latch
c755:
  store i64 %a, ptr %v9
  store i64 %a, ptr %v6
  store i64 %b, ptr %v37
  br label %latch
c756:
  store i64 %a, ptr %v0
  store i64 %b, ptr %v26
  store i64 %a, ptr %v3
  br label %latch
c757:
  store i64 %a, ptr %v26
  store i64 %b, ptr %v15
  store i64 %a, ptr %v54
  br label %latch
c758:
  store i64 %b, ptr %v45
  store i64 %a, ptr %v12
  store i64 %a, ptr %v11
  br label %latch
c759:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v47
  store i64 %a, ptr %v35
  br label %latch
c760:
  store i64 %a, ptr %v18
  store i64 %a, ptr %v63
  store i64 %a, ptr %v42
  br label %latch
c761:
  store i64 %b, ptr %v9
  store i64 %b, ptr %v5
  store i64 %b, ptr %v14
  br label %latch
c762:
  store i64 %a, ptr %v27
  store i64 %b, ptr %v49
  store i64 %b, ptr %v58
  br label %latch
c763:
  store i64 %a, ptr %v26
  store i64 %b, ptr %v10
  store i64 %b, ptr %v2
  br label %latch
c764:
  store i64 %a, ptr %v3
  store i64 %a, ptr %v17
  store i64 %b, ptr %v55
  br label %latch
c765:
  store i64 %b, ptr %v37
  store i64 %a, ptr %v56
  store i64 %a, ptr %v32
  br label %latch
c766:
  store i64 %a, ptr %v38
  store i64 %a, ptr %v44
  store i64 %a, ptr %v3
  br label %latch
c767:
  store i64 %b, ptr %v20
  store i64 %a, ptr %v56
  store i64 %a, ptr %v60
  br label %latch
c768:
  store i64 %b, ptr %v31
  store i64 %a, ptr %v1
  store i64 %a, ptr %v52
  br label %latch
c769:
  store i64 %a, ptr %v29
  store i64 %a, ptr %v45
  store i64 %a, ptr %v42
  br label %latch
c770:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v20
  store i64 %a, ptr %v13
  br label %latch
c771:
  store i64 %b, ptr %v43
  store i64 %a, ptr %v46
  store i64 %a, ptr %v8
  br label %latch
c772:
  store i64 %b, ptr %v20
  store i64 %b, ptr %v27
  store i64 %b, ptr %v6
  br label %latch
c773:
  store i64 %b, ptr %v31
  store i64 %a, ptr %v52
  store i64 %a, ptr %v11
  br label %latch
c774:
  store i64 %a, ptr %v36
  store i64 %b, ptr %v1
  store i64 %a, ptr %v33
  br label %latch
c775:
  store i64 %b, ptr %v22
  store i64 %b, ptr %v56
  store i64 %a, ptr %v21
  br label %latch
c776:
  store i64 %a, ptr %v50
  store i64 %a, ptr %v31
  store i64 %a, ptr %v43
  br label %latch
c777:
  store i64 %b, ptr %v26
  store i64 %a, ptr %v33
  store i64 %b, ptr %v18
  br label %latch
c778:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v50
  store i64 %b, ptr %v38
  br label %latch
c779:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v1
  store i64 %a, ptr %v9
  br label %latch
c780:
  store i64 %a, ptr %v14
  store i64 %a, ptr %v63
  store i64 %a, ptr %v35
  br label %latch
c781:
  %l781 = load i64, ptr %v32
  %t781 = add i64 %l781, 1
  store i64 %t781, ptr %v38
  store i64 %a, ptr %v50
  store i64 %b, ptr %v52
  store i64 %a, ptr %v22
  br label %latch
c782:
  store i64 %a, ptr %v58
  store i64 %a, ptr %v43
  store i64 %a, ptr %v41
  br label %latch
c783:
  store i64 %a, ptr %v28
  store i64 %b, ptr %v13
  store i64 %a, ptr %v26
  br label %latch
c784:
  store i64 %a, ptr %v35
  store i64 %a, ptr %v1
  store i64 %a, ptr %v24
  br label %latch
c785:
  store i64 %a, ptr %v39
  store i64 %a, ptr %v33
  store i64 %a, ptr %v23
  br label %latch
c786:
  store i64 %a, ptr %v12
  store i64 %b, ptr %v7
  store i64 %a, ptr %v49
  br label %latch
c787:
  store i64 %a, ptr %v28
  store i64 %a, ptr %v7
  store i64 %a, ptr %v8
  br label %latch
c788:
  store i64 %b, ptr %v16
  store i64 %b, ptr %v45
  store i64 %a, ptr %v46
  br label %latch
c789:
  store i64 %a, ptr %v17
  store i64 %a, ptr %v47
  store i64 %a, ptr %v32
  br label %latch
c790:
  store i64 %a, ptr %v14
  store i64 %a, ptr %v31
  store i64 %a, ptr %v21
  br label %latch
c791:
  store i64 %a, ptr %v28
  store i64 %a, ptr %v24
  store i64 %b, ptr %v49
  br label %latch
c792:
  store i64 %a, ptr %v60
  store i64 %a, ptr %v33
  store i64 %b, ptr %v0
  br label %latch
c793:
  store i64 %a, ptr %v48
  store i64 %a, ptr %v47
  store i64 %a, ptr %v30
  br label %latch
c794:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v62
  store i64 %b, ptr %v14
  br label %latch
c795:
  store i64 %a, ptr %v62
  store i64 %a, ptr %v11
  store i64 %a, ptr %v51
  br label %latch
c796:
  store i64 %a, ptr %v22
  store i64 %a, ptr %v29
  store i64 %a, ptr %v54
  br label %latch
c797:
  store i64 %a, ptr %v24
  store i64 %a, ptr %v8
  store i64 %a, ptr %v34
  br label %latch
c798:
  store i64 %a, ptr %v30
  store i64 %b, ptr %v43
  store i64 %a, ptr %v7
  br label %latch
c799:
  store i64 %a, ptr %v61
  store i64 %a, ptr %v27
  store i64 %a, ptr %v48
  br label %latch
c800:
  store i64 %b, ptr %v7
  store i64 %a, ptr %v30
  store i64 %a, ptr %v21
  br label %latch
c801:
  store i64 %a, ptr %v12
  store i64 %a, ptr %v10
  store i64 %a, ptr %v61
  br label %latch
c802:
  store i64 %b, ptr %v16
  store i64 %a, ptr %v9
  store i64 %a, ptr %v57
  br label %latch
c803:
  store i64 %a, ptr %v26
  store i64 %a, ptr %v35
  store i64 %b, ptr %v46
  br label %latch
c804:
  store i64 %a, ptr %v60
  store i64 %b, ptr %v61
  store i64 %a, ptr %v32
  br label %latch
c805:
  store i64 %b, ptr %v3
  store i64 %b, ptr %v60
  store i64 %a, ptr %v4
  br label %latch
c806:
  store i64 %a, ptr %v63
  store i64 %a, ptr %v17
  store i64 %a, ptr %v46
  br label %latch
c807:
  store i64 %b, ptr %v5
  store i64 %a, ptr %v47
  store i64 %a, ptr %v23
  br label %latch
c808:
  store i64 %a, ptr %v58
  store i64 %a, ptr %v10
  store i64 %a, ptr %v57
  br label %latch
c809:
  store i64 %a, ptr %v56
  store i64 %b, ptr %v17
  store i64 %a, ptr %v24
  br label %latch
c810:
  store i64 %a, ptr %v25
  store i64 %b, ptr %v8
  store i64 %a, ptr %v51
  br label %latch
c811:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v46
  store i64 %a, ptr %v61
  br label %latch
c812:
  store i64 %b, ptr %v47
  store i64 %a, ptr %v62
  store i64 %a, ptr %v27
  br label %latch
c813:
  store i64 %a, ptr %v60
  store i64 %a, ptr %v25
  store i64 %a, ptr %v39
  br label %latch
c814:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v4
  store i64 %a, ptr %v52
  br label %latch
c815:
  store i64 %a, ptr %v2
  store i64 %a, ptr %v47
  store i64 %a, ptr %v20
  br label %latch
c816:
  store i64 %b, ptr %v33
  store i64 %b, ptr %v58
  store i64 %b, ptr %v60
  br label %latch
c817:
  store i64 %a, ptr %v49
  store i64 %b, ptr %v17
  store i64 %a, ptr %v33
  br label %latch
c818:
  store i64 %a, ptr %v35
  store i64 %b, ptr %v53
  store i64 %a, ptr %v19
  br label %latch
c819:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v7
  store i64 %a, ptr %v21
  br label %latch
c820:
  store i64 %a, ptr %v10
  store i64 %b, ptr %v57
  store i64 %b, ptr %v52
  br label %latch
c821:
  store i64 %b, ptr %v28
  store i64 %a, ptr %v19
  store i64 %a, ptr %v34
  br label %latch
c822:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v55
  store i64 %a, ptr %v13
  br label %latch
c823:
  store i64 %a, ptr %v36
  store i64 %a, ptr %v22
  store i64 %b, ptr %v17
  br label %latch
c824:
  store i64 %a, ptr %v48
  store i64 %a, ptr %v38
  store i64 %a, ptr %v14
  br label %latch
c825:
  store i64 %a, ptr %v47
  store i64 %b, ptr %v24
  store i64 %a, ptr %v55
  br label %latch
c826:
  store i64 %b, ptr %v48
  store i64 %a, ptr %v23
  store i64 %a, ptr %v32
  br label %latch
c827:
  store i64 %b, ptr %v46
  store i64 %b, ptr %v32
  store i64 %a, ptr %v9
  br label %latch
c828:
  store i64 %a, ptr %v60
  store i64 %a, ptr %v27
  store i64 %a, ptr %v41
  br label %latch
c829:
  store i64 %a, ptr %v43
  store i64 %a, ptr %v23
  store i64 %a, ptr %v59
  br label %latch
c830:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v26
  store i64 %b, ptr %v52
  br label %latch
c831:
  store i64 %a, ptr %v29
  store i64 %b, ptr %v47
  store i64 %a, ptr %v46
  br label %latch
c832:
  store i64 %b, ptr %v46
  store i64 %a, ptr %v16
  store i64 %a, ptr %v28
  br label %latch
c833:
  store i64 %a, ptr %v14
  store i64 %b, ptr %v4
  store i64 %a, ptr %v17
  br label %latch
c834:
  store i64 %a, ptr %v9
  store i64 %b, ptr %v60
  store i64 %b, ptr %v58
  br label %latch
c835:
  store i64 %a, ptr %v45
  store i64 %a, ptr %v44
  store i64 %a, ptr %v55
  br label %latch
c836:
  store i64 %a, ptr %v2
  store i64 %a, ptr %v20
  store i64 %b, ptr %v50
  br label %latch
c837:
  store i64 %b, ptr %v37
  store i64 %b, ptr %v26
  store i64 %a, ptr %v31
  br label %latch
c838:
  store i64 %a, ptr %v47
  store i64 %a, ptr %v38
  store i64 %b, ptr %v32
  br label %latch
c839:
  store i64 %a, ptr %v58
  store i64 %b, ptr %v5
  store i64 %b, ptr %v25
  br label %latch
c840:
  store i64 %a, ptr %v52
  store i64 %a, ptr %v34
  store i64 %a, ptr %v3
  br label %latch
c841:
  store i64 %a, ptr %v10
  store i64 %a, ptr %v31
  store i64 %a, ptr %v0
  br label %latch
c842:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v30
  store i64 %a, ptr %v2
  br label %latch
c843:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v25
  store i64 %a, ptr %v19
  br label %latch
c844:
  store i64 %a, ptr %v44
  store i64 %b, ptr %v40
  store i64 %a, ptr %v37
  br label %latch
c845:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v42
  store i64 %a, ptr %v7
  br label %latch
c846:
  store i64 %b, ptr %v33
  store i64 %a, ptr %v11
  store i64 %b, ptr %v8
  br label %latch
c847:
  store i64 %a, ptr %v33
  store i64 %b, ptr %v16
  store i64 %a, ptr %v42
  br label %latch
c848:
  store i64 %a, ptr %v18
  store i64 %b, ptr %v24
  store i64 %a, ptr %v6
  br label %latch
c849:
  store i64 %a, ptr %v49
  store i64 %a, ptr %v37
  store i64 %a, ptr %v2
  br label %latch
c850:
  store i64 %b, ptr %v60
  store i64 %a, ptr %v12
  store i64 %a, ptr %v8
  br label %latch
c851:
  store i64 %b, ptr %v57
  store i64 %a, ptr %v59
  store i64 %b, ptr %v29
  br label %latch
c852:
  store i64 %a, ptr %v60
  store i64 %a, ptr %v55
  store i64 %b, ptr %v17
  br label %latch
c853:
  store i64 %a, ptr %v27
  store i64 %a, ptr %v13
  store i64 %b, ptr %v58
  br label %latch
c854:
  store i64 %a, ptr %v54
  store i64 %a, ptr %v42
  store i64 %b, ptr %v7
  br label %latch
c855:
  store i64 %a, ptr %v3
  store i64 %b, ptr %v28
  store i64 %b, ptr %v37
  br label %latch
c856:
  store i64 %a, ptr %v58
  store i64 %a, ptr %v24
  store i64 %b, ptr %v23
  br label %latch
c857:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v16
  store i64 %a, ptr %v20
  br label %latch
c858:
  store i64 %a, ptr %v43
  store i64 %b, ptr %v39
  store i64 %b, ptr %v50
  br label %latch
c859:
  store i64 %a, ptr %v39
  store i64 %a, ptr %v7
  store i64 %a, ptr %v40
  br label %latch
c860:
  store i64 %a, ptr %v41
  store i64 %b, ptr %v30
  store i64 %a, ptr %v19
  br label %latch
c861:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v3
  store i64 %b, ptr %v25
  br label %latch
c862:
  store i64 %a, ptr %v46
  store i64 %a, ptr %v60
  store i64 %b, ptr %v39
  br label %latch
c863:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v49
  store i64 %a, ptr %v55
  br label %latch
c864:
  store i64 %a, ptr %v28
  store i64 %b, ptr %v57
  store i64 %a, ptr %v40
  br label %latch
c865:
  store i64 %b, ptr %v47
  store i64 %a, ptr %v57
  store i64 %a, ptr %v40
  br label %latch
c866:
  store i64 %a, ptr %v58
  store i64 %a, ptr %v11
  store i64 %b, ptr %v35
  br label %latch
c867:
  store i64 %b, ptr %v16
  store i64 %b, ptr %v8
  store i64 %a, ptr %v59
  br label %latch
c868:
  store i64 %a, ptr %v38
  store i64 %b, ptr %v8
  store i64 %a, ptr %v43
  br label %latch
c869:
  store i64 %b, ptr %v18
  store i64 %b, ptr %v50
  store i64 %a, ptr %v12
  br label %latch
c870:
  store i64 %b, ptr %v4
  store i64 %a, ptr %v36
  store i64 %b, ptr %v17
  br label %latch
c871:
  store i64 %b, ptr %v9
  store i64 %b, ptr %v40
  store i64 %a, ptr %v20
  br label %latch
c872:
  store i64 %a, ptr %v21
  store i64 %a, ptr %v30
  store i64 %b, ptr %v22
  br label %latch
c873:
  store i64 %a, ptr %v43
  store i64 %a, ptr %v46
  store i64 %b, ptr %v15
  br label %latch
c874:
  store i64 %b, ptr %v14
  store i64 %b, ptr %v11
  store i64 %a, ptr %v33
  br label %latch
c875:
  store i64 %b, ptr %v60
  store i64 %a, ptr %v28
  store i64 %a, ptr %v23
  br label %latch
c876:
  store i64 %b, ptr %v50
  store i64 %a, ptr %v25
  store i64 %a, ptr %v16
  br label %latch
c877:
  store i64 %a, ptr %v13
  store i64 %a, ptr %v43
  store i64 %b, ptr %v31
  br label %latch
c878:
  %l878 = load i64, ptr %v60
  %t878 = add i64 %l878, 1
  store i64 %t878, ptr %v19
  store i64 %b, ptr %v41
  store i64 %b, ptr %v40
  store i64 %a, ptr %v22
  br label %latch
c879:
  store i64 %a, ptr %v24
  store i64 %a, ptr %v53
  store i64 %b, ptr %v7
  br label %latch
c880:
  store i64 %b, ptr %v44
  store i64 %a, ptr %v1
  store i64 %a, ptr %v32
  br label %latch
c881:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v29
  store i64 %a, ptr %v40
  br label %latch
c882:
  store i64 %a, ptr %v47
  store i64 %a, ptr %v45
  store i64 %a, ptr %v50
  br label %latch
c883:
  store i64 %b, ptr %v29
  store i64 %b, ptr %v1
  store i64 %a, ptr %v52
  br label %latch
c884:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v21
  store i64 %b, ptr %v19
  br label %latch
c885:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v48
  store i64 %a, ptr %v55
  br label %latch
c886:
  store i64 %a, ptr %v43
  store i64 %a, ptr %v7
  store i64 %a, ptr %v44
  br label %latch
c887:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v58
  store i64 %b, ptr %v43
  br label %latch
c888:
  store i64 %a, ptr %v27
  store i64 %a, ptr %v43
  store i64 %a, ptr %v46
  br label %latch
c889:
  store i64 %a, ptr %v15
  store i64 %a, ptr %v41
  store i64 %a, ptr %v3
  br label %latch
c890:
  store i64 %b, ptr %v9
  store i64 %a, ptr %v8
  store i64 %a, ptr %v63
  br label %latch
c891:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v51
  store i64 %a, ptr %v39
  br label %latch
c892:
  store i64 %b, ptr %v60
  store i64 %a, ptr %v40
  store i64 %b, ptr %v44
  br label %latch
c893:
  store i64 %a, ptr %v45
  store i64 %a, ptr %v13
  store i64 %a, ptr %v8
  br label %latch
c894:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v29
  store i64 %b, ptr %v26
  br label %latch
c895:
  store i64 %a, ptr %v46
  store i64 %b, ptr %v15
  store i64 %b, ptr %v4
  br label %latch
c896:
  store i64 %a, ptr %v55
  store i64 %a, ptr %v3
  store i64 %a, ptr %v16
  br label %latch
c897:
  store i64 %a, ptr %v37
  store i64 %b, ptr %v45
  store i64 %b, ptr %v12
  br label %latch
c898:
  store i64 %b, ptr %v7
  store i64 %a, ptr %v28
  store i64 %a, ptr %v46
  br label %latch
c899:
  store i64 %a, ptr %v48
  store i64 %a, ptr %v9
  store i64 %a, ptr %v53
  br label %latch
c900:
  store i64 %b, ptr %v42
  store i64 %b, ptr %v23
  store i64 %a, ptr %v62
  br label %latch
c901:
  store i64 %a, ptr %v18
  store i64 %a, ptr %v48
  store i64 %b, ptr %v21
  br label %latch
c902:
  store i64 %a, ptr %v14
  store i64 %a, ptr %v46
  store i64 %b, ptr %v6
  br label %latch
c903:
  store i64 %a, ptr %v2
  store i64 %b, ptr %v27
  store i64 %a, ptr %v59
  br label %latch
c904:
  store i64 %a, ptr %v18
  store i64 %a, ptr %v19
  store i64 %a, ptr %v56
  br label %latch
c905:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v35
  store i64 %b, ptr %v29
  br label %latch
c906:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v6
  store i64 %b, ptr %v11
  br label %latch
c907:
  store i64 %a, ptr %v21
  store i64 %b, ptr %v30
  store i64 %a, ptr %v32
  br label %latch
c908:
  store i64 %b, ptr %v29
  store i64 %b, ptr %v22
  store i64 %b, ptr %v25
  br label %latch
c909:
  store i64 %a, ptr %v14
  store i64 %a, ptr %v59
  store i64 %b, ptr %v27
  br label %latch
c910:
  store i64 %a, ptr %v6
  store i64 %a, ptr %v62
  store i64 %a, ptr %v0
  br label %latch
c911:
  store i64 %a, ptr %v53
  store i64 %a, ptr %v18
  store i64 %b, ptr %v40
  br label %latch
c912:
  store i64 %b, ptr %v27
  store i64 %a, ptr %v43
  store i64 %a, ptr %v52
  br label %latch
c913:
  store i64 %a, ptr %v29
  store i64 %b, ptr %v20
  store i64 %a, ptr %v52
  br label %latch
c914:
  store i64 %b, ptr %v38
  store i64 %a, ptr %v39
  store i64 %a, ptr %v20
  br label %latch
c915:
  store i64 %b, ptr %v10
  store i64 %a, ptr %v18
  store i64 %a, ptr %v24
  br label %latch
c916:
  store i64 %a, ptr %v37
  store i64 %a, ptr %v23
  store i64 %b, ptr %v53
  br label %latch
c917:
  store i64 %a, ptr %v62
  store i64 %b, ptr %v60
  store i64 %a, ptr %v35
  br label %latch
c918:
  store i64 %a, ptr %v60
  store i64 %a, ptr %v18
  store i64 %a, ptr %v21
  br label %latch
c919:
  store i64 %a, ptr %v49
  store i64 %a, ptr %v8
  store i64 %b, ptr %v51
  br label %latch
c920:
  store i64 %b, ptr %v54
  store i64 %b, ptr %v42
  store i64 %a, ptr %v45
  br label %latch
c921:
  store i64 %a, ptr %v19
  store i64 %b, ptr %v59
  store i64 %a, ptr %v0
  br label %latch
c922:
  store i64 %b, ptr %v45
  store i64 %a, ptr %v51
  store i64 %a, ptr %v55
  br label %latch
c923:
  store i64 %b, ptr %v0
  store i64 %a, ptr %v18
  store i64 %a, ptr %v46
  br label %latch
c924:
  store i64 %b, ptr %v28
  store i64 %b, ptr %v43
  store i64 %a, ptr %v20
  br label %latch
c925:
  store i64 %a, ptr %v23
  store i64 %a, ptr %v36
  store i64 %b, ptr %v14
  br label %latch
c926:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v61
  store i64 %a, ptr %v56
  br label %latch
c927:
  store i64 %b, ptr %v2
  store i64 %a, ptr %v44
  store i64 %a, ptr %v41
  br label %latch
c928:
  store i64 %b, ptr %v42
  store i64 %b, ptr %v32
  store i64 %b, ptr %v49
  br label %latch
c929:
  store i64 %a, ptr %v33
  store i64 %a, ptr %v2
  store i64 %a, ptr %v47
  br label %latch
c930:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v35
  store i64 %a, ptr %v42
  br label %latch
c931:
  store i64 %a, ptr %v48
  store i64 %a, ptr %v2
  store i64 %a, ptr %v9
  br label %latch
c932:
  store i64 %a, ptr %v17
  store i64 %a, ptr %v18
  store i64 %a, ptr %v39
  br label %latch
c933:
  store i64 %b, ptr %v55
  store i64 %b, ptr %v33
  store i64 %a, ptr %v15
  br label %latch
c934:
  store i64 %a, ptr %v18
  store i64 %a, ptr %v11
  store i64 %a, ptr %v19
  br label %latch
c935:
  store i64 %a, ptr %v63
  store i64 %b, ptr %v49
  store i64 %b, ptr %v54
  br label %latch
c936:
  store i64 %a, ptr %v22
  store i64 %a, ptr %v16
  store i64 %a, ptr %v38
  br label %latch
c937:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v15
  store i64 %b, ptr %v4
  br label %latch
c938:
  store i64 %a, ptr %v21
  store i64 %a, ptr %v14
  store i64 %a, ptr %v59
  br label %latch
c939:
  store i64 %a, ptr %v25
  store i64 %a, ptr %v45
  store i64 %a, ptr %v46
  br label %latch
c940:
  store i64 %a, ptr %v50
  store i64 %a, ptr %v52
  store i64 %a, ptr %v32
  br label %latch
c941:
  store i64 %a, ptr %v3
  store i64 %a, ptr %v22
  store i64 %a, ptr %v21
  br label %latch
c942:
  store i64 %a, ptr %v7
  store i64 %b, ptr %v57
  store i64 %b, ptr %v4
  br label %latch
c943:
  store i64 %a, ptr %v1
  store i64 %b, ptr %v57
  store i64 %b, ptr %v56
  br label %latch
c944:
  store i64 %a, ptr %v43
  store i64 %b, ptr %v50
  store i64 %b, ptr %v18
  br label %latch
c945:
  store i64 %b, ptr %v18
  store i64 %a, ptr %v63
  store i64 %a, ptr %v22
  br label %latch
c946:
  store i64 %b, ptr %v0
  store i64 %b, ptr %v46
  store i64 %a, ptr %v53
  br label %latch
c947:
  store i64 %a, ptr %v48
  store i64 %b, ptr %v52
  store i64 %b, ptr %v42
  br label %latch
c948:
  store i64 %a, ptr %v20
  store i64 %a, ptr %v40
  store i64 %a, ptr %v48
  br label %latch
c949:
  store i64 %b, ptr %v0
  store i64 %b, ptr %v41
  store i64 %a, ptr %v40
  br label %latch
c950:
  store i64 %a, ptr %v43
  store i64 %a, ptr %v20
  store i64 %a, ptr %v62
  br label %latch
c951:
  store i64 %a, ptr %v5
  store i64 %b, ptr %v19
  store i64 %a, ptr %v54
  br label %latch
c952:
  store i64 %a, ptr %v37
  store i64 %b, ptr %v54
  store i64 %a, ptr %v0
  br label %latch
c953:
  store i64 %a, ptr %v13
  store i64 %b, ptr %v48
  store i64 %a, ptr %v35
  br label %latch
c954:
  store i64 %b, ptr %v56
  store i64 %a, ptr %v32
  store i64 %b, ptr %v10
  br label %latch
c955:
  store i64 %a, ptr %v47
  store i64 %b, ptr %v12
  store i64 %a, ptr %v4
  br label %latch
c956:
  store i64 %a, ptr %v27
  store i64 %a, ptr %v8
  store i64 %a, ptr %v33
  br label %latch
c957:
  store i64 %b, ptr %v54
  store i64 %a, ptr %v35
  store i64 %a, ptr %v58
  br label %latch
c958:
  store i64 %b, ptr %v60
  store i64 %a, ptr %v15
  store i64 %b, ptr %v5
  br label %latch
c959:
  store i64 %a, ptr %v37
  store i64 %b, ptr %v6
  store i64 %a, ptr %v16
  br label %latch
c960:
  store i64 %a, ptr %v31
  store i64 %a, ptr %v33
  store i64 %a, ptr %v4
  br label %latch
c961:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v10
  store i64 %b, ptr %v4
  br label %latch
c962:
  store i64 %a, ptr %v60
  store i64 %b, ptr %v10
  store i64 %a, ptr %v37
  br label %latch
c963:
  store i64 %b, ptr %v17
  store i64 %a, ptr %v15
  store i64 %a, ptr %v23
  br label %latch
c964:
  store i64 %a, ptr %v21
  store i64 %a, ptr %v20
  store i64 %a, ptr %v28
  br label %latch
c965:
  store i64 %a, ptr %v33
  store i64 %b, ptr %v7
  store i64 %a, ptr %v28
  br label %latch
c966:
  store i64 %a, ptr %v8
  store i64 %a, ptr %v49
  store i64 %a, ptr %v56
  br label %latch
c967:
  store i64 %b, ptr %v60
  store i64 %a, ptr %v40
  store i64 %a, ptr %v7
  br label %latch
c968:
  store i64 %a, ptr %v59
  store i64 %a, ptr %v61
  store i64 %b, ptr %v25
  br label %latch
c969:
  store i64 %a, ptr %v15
  store i64 %a, ptr %v40
  store i64 %a, ptr %v51
  br label %latch
c970:
  store i64 %b, ptr %v60
  store i64 %a, ptr %v63
  store i64 %a, ptr %v34
  br label %latch
c971:
  store i64 %a, ptr %v63
  store i64 %a, ptr %v42
  store i64 %a, ptr %v20
  br label %latch
c972:
  store i64 %a, ptr %v48
  store i64 %b, ptr %v14
  store i64 %a, ptr %v17
  br label %latch
c973:
  store i64 %a, ptr %v42
  store i64 %a, ptr %v49
  store i64 %a, ptr %v22
  br label %latch
c974:
  store i64 %a, ptr %v26
  store i64 %a, ptr %v58
  store i64 %b, ptr %v15
  br label %latch
c975:
  %l975 = load i64, ptr %v47
  %t975 = add i64 %l975, 1
  store i64 %t975, ptr %v46
  store i64 %a, ptr %v61
  store i64 %a, ptr %v25
  store i64 %b, ptr %v22
  br label %latch
c976:
  store i64 %b, ptr %v24
  store i64 %a, ptr %v38
  store i64 %b, ptr %v37
  br label %latch
c977:
  store i64 %a, ptr %v8
  store i64 %b, ptr %v53
  store i64 %a, ptr %v1
  br label %latch
c978:
  store i64 %b, ptr %v26
  store i64 %a, ptr %v15
  store i64 %b, ptr %v30
  br label %latch
c979:
  store i64 %b, ptr %v36
  store i64 %b, ptr %v12
  store i64 %b, ptr %v24
  br label %latch
c980:
  store i64 %a, ptr %v0
  store i64 %a, ptr %v34
  store i64 %a, ptr %v6
  br label %latch
c981:
  store i64 %a, ptr %v40
  store i64 %b, ptr %v1
  store i64 %b, ptr %v53
  br label %latch
c982:
  store i64 %a, ptr %v23
  store i64 %a, ptr %v1
  store i64 %a, ptr %v25
  br label %latch
c983:
  store i64 %b, ptr %v26
  store i64 %b, ptr %v15
  store i64 %b, ptr %v34
  br label %latch
c984:
  store i64 %b, ptr %v41
  store i64 %a, ptr %v49
  store i64 %a, ptr %v51
  br label %latch
c985:
  store i64 %b, ptr %v54
  store i64 %a, ptr %v14
  store i64 %a, ptr %v34
  br label %latch
c986:
  store i64 %a, ptr %v46
  store i64 %a, ptr %v2
  store i64 %b, ptr %v3
  br label %latch
c987:
  store i64 %b, ptr %v49
  store i64 %a, ptr %v20
  store i64 %b, ptr %v47
  br label %latch
c988:
  store i64 %a, ptr %v17
  store i64 %b, ptr %v45
  store i64 %a, ptr %v47
  br label %latch
c989:
  store i64 %b, ptr %v20
  store i64 %a, ptr %v19
  store i64 %a, ptr %v14
  br label %latch
c990:
  store i64 %a, ptr %v39
  store i64 %a, ptr %v12
  store i64 %b, ptr %v63
  br label %latch
c991:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v7
  store i64 %a, ptr %v30
  br label %latch
c992:
  store i64 %a, ptr %v0
  store i64 %a, ptr %v30
  store i64 %a, ptr %v45
  br label %latch
c993:
  store i64 %a, ptr %v49
  store i64 %a, ptr %v54
  store i64 %a, ptr %v42
  br label %latch
c994:
  store i64 %a, ptr %v6
  store i64 %b, ptr %v57
  store i64 %a, ptr %v30
  br label %latch
c995:
  store i64 %a, ptr %v25
  store i64 %a, ptr %v8
  store i64 %a, ptr %v33
  br label %latch
c996:
  store i64 %a, ptr %v43
  store i64 %a, ptr %v10
  store i64 %b, ptr %v54
  br label %latch
c997:
  store i64 %a, ptr %v57
  store i64 %a, ptr %v31
  store i64 %a, ptr %v19
  br label %latch
c998:
  store i64 %a, ptr %v41
  store i64 %b, ptr %v13
  store i64 %a, ptr %v54
  br label %latch
c999:
  store i64 %b, ptr %v63
  store i64 %a, ptr %v15
  store i64 %a, ptr %v20
  br label %latch
c1000:
  store i64 %a, ptr %v5
  store i64 %b, ptr %v42
  store i64 %b, ptr %v6
  br label %latch
c1001:
  store i64 %a, ptr %v24
  store i64 %b, ptr %v51
  store i64 %a, ptr %v21
  br label %latch
c1002:
  store i64 %a, ptr %v55
  store i64 %a, ptr %v33
  store i64 %a, ptr %v58
  br label %latch
c1003:
  store i64 %a, ptr %v0
  store i64 %a, ptr %v28
  store i64 %a, ptr %v50
  br label %latch
c1004:
  store i64 %a, ptr %v11
  store i64 %a, ptr %v36
  store i64 %a, ptr %v46
  br label %latch
c1005:
  store i64 %a, ptr %v42
  store i64 %a, ptr %v28
  store i64 %b, ptr %v4
  br label %latch
c1006:
  store i64 %a, ptr %v55
  store i64 %a, ptr %v8
  store i64 %a, ptr %v19
  br label %latch
c1007:
  store i64 %a, ptr %v24
  store i64 %b, ptr %v33
  store i64 %b, ptr %v12
  br label %latch
c1008:
  store i64 %a, ptr %v62
  store i64 %b, ptr %v32
  store i64 %a, ptr %v24
  br label %latch
c1009:
  store i64 %b, ptr %v57
  store i64 %a, ptr %v37
  store i64 %a, ptr %v8
  br label %latch
c1010:
  store i64 %a, ptr %v18
  store i64 %a, ptr %v8
  store i64 %b, ptr %v61
  br label %latch
c1011:
  store i64 %b, ptr %v3
  store i64 %a, ptr %v23
  store i64 %a, ptr %v5
  br label %latch
c1012:
  store i64 %a, ptr %v41
  store i64 %b, ptr %v30
  store i64 %b, ptr %v6
  br label %latch
c1013:
  store i64 %b, ptr %v34
  store i64 %a, ptr %v44
  store i64 %a, ptr %v21
  br label %latch
c1014:
  store i64 %a, ptr %v35
  store i64 %a, ptr %v20
  store i64 %a, ptr %v56
  br label %latch
c1015:
  store i64 %a, ptr %v16
  store i64 %b, ptr %v11
  store i64 %a, ptr %v55
  br label %latch
c1016:
  store i64 %a, ptr %v33
  store i64 %b, ptr %v14
  store i64 %a, ptr %v48
  br label %latch
c1017:
  store i64 %a, ptr %v0
  store i64 %a, ptr %v19
  store i64 %a, ptr %v5
  br label %latch
c1018:
  store i64 %a, ptr %v40
  store i64 %b, ptr %v56
  store i64 %a, ptr %v25
  br label %latch
c1019:
  store i64 %a, ptr %v61
  store i64 %a, ptr %v43
  store i64 %b, ptr %v16
  br label %latch
c1020:
  store i64 %b, ptr %v28
  store i64 %a, ptr %v35
  store i64 %a, ptr %v16
  br label %latch
c1021:
  store i64 %b, ptr %v55
  store i64 %a, ptr %v23
  store i64 %a, ptr %v5
  br label %latch
c1022:
  store i64 %b, ptr %v15
  store i64 %a, ptr %v57
  store i64 %a, ptr %v47
  br label %latch
c1023:
  store i64 %b, ptr %v48
  store i64 %a, ptr %v37
  store i64 %a, ptr %v51
  br label %latch
c1024:
  store i64 %b, ptr %v61
  store i64 %a, ptr %v41
  store i64 %a, ptr %v27
  br label %latch
c1025:
  store i64 %a, ptr %v39
  store i64 %a, ptr %v58
  store i64 %b, ptr %v46
  br label %latch
c1026:
  store i64 %b, ptr %v26
  store i64 %b, ptr %v29
  store i64 %b, ptr %v55
  br label %latch
c1027:
  store i64 %a, ptr %v32
  store i64 %b, ptr %v46
  store i64 %a, ptr %v2
  br label %latch
c1028:
  store i64 %a, ptr %v43
  store i64 %a, ptr %v46
  store i64 %b, ptr %v52
  br label %latch
c1029:
  store i64 %a, ptr %v39
  store i64 %a, ptr %v29
  store i64 %a, ptr %v43
  br label %latch
c1030:
  store i64 %a, ptr %v23
  store i64 %a, ptr %v62
  store i64 %a, ptr %v13
  br label %latch
c1031:
  store i64 %a, ptr %v62
  store i64 %a, ptr %v5
  store i64 %a, ptr %v16
  br label %latch
c1032:
  store i64 %a, ptr %v36
  store i64 %a, ptr %v53
  store i64 %b, ptr %v19
  br label %latch
c1033:
  store i64 %a, ptr %v23
  store i64 %a, ptr %v20
  store i64 %b, ptr %v45
  br label %latch
c1034:
  store i64 %a, ptr %v31
  store i64 %a, ptr %v42
  store i64 %a, ptr %v4
  br label %latch
c1035:
  store i64 %a, ptr %v54
  store i64 %b, ptr %v24
  store i64 %a, ptr %v19
  br label %latch
c1036:
  store i64 %b, ptr %v14
  store i64 %a, ptr %v34
  store i64 %b, ptr %v56
  br label %latch
c1037:
  store i64 %a, ptr %v32
  store i64 %a, ptr %v2
  store i64 %a, ptr %v50
  br label %latch
c1038:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v47
  store i64 %a, ptr %v14
  br label %latch
c1039:
  store i64 %a, ptr %v4
  store i64 %b, ptr %v24
  store i64 %b, ptr %v26
  br label %latch
c1040:
  store i64 %a, ptr %v29
  store i64 %b, ptr %v37
  store i64 %a, ptr %v12
  br label %latch
c1041:
  store i64 %a, ptr %v29
  store i64 %a, ptr %v60
  store i64 %b, ptr %v41
  br label %latch
c1042:
  store i64 %a, ptr %v41
  store i64 %a, ptr %v11
  store i64 %a, ptr %v58
  br label %latch
c1043:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v39
  store i64 %a, ptr %v53
  br label %latch
c1044:
  store i64 %a, ptr %v14
  store i64 %b, ptr %v42
  store i64 %a, ptr %v51
  br label %latch
c1045:
  store i64 %a, ptr %v31
  store i64 %b, ptr %v42
  store i64 %a, ptr %v30
  br label %latch
c1046:
  store i64 %b, ptr %v38
  store i64 %a, ptr %v34
  store i64 %a, ptr %v60
  br label %latch
c1047:
  store i64 %a, ptr %v1
  store i64 %a, ptr %v6
  store i64 %b, ptr %v48
  br label %latch
c1048:
  store i64 %a, ptr %v22
  store i64 %a, ptr %v60
  store i64 %a, ptr %v49
  br label %latch
c1049:
  store i64 %a, ptr %v56
  store i64 %a, ptr %v11
  store i64 %b, ptr %v39
  br label %latch
latch:
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %head
exit:
  %y0 = load i64, ptr %v0
  %s0 = add i64 0, %y0
  %y1 = load i64, ptr %v1
  %s1 = add i64 %s0, %y1
  %y2 = load i64, ptr %v2
  %s2 = add i64 %s1, %y2
  %y3 = load i64, ptr %v3
  %s3 = add i64 %s2, %y3
  %y4 = load i64, ptr %v4
  %s4 = add i64 %s3, %y4
  %y5 = load i64, ptr %v5
  %s5 = add i64 %s4, %y5
  %y6 = load i64, ptr %v6
  %s6 = add i64 %s5, %y6
  %y7 = load i64, ptr %v7
  %s7 = add i64 %s6, %y7
  %y8 = load i64, ptr %v8
  %s8 = add i64 %s7, %y8
  %y9 = load i64, ptr %v9
  %s9 = add i64 %s8, %y9
  %y10 = load i64, ptr %v10
  %s10 = add i64 %s9, %y10
  %y11 = load i64, ptr %v11
  %s11 = add i64 %s10, %y11
  %y12 = load i64, ptr %v12
  %s12 = add i64 %s11, %y12
  %y13 = load i64, ptr %v13
  %s13 = add i64 %s12, %y13
  %y14 = load i64, ptr %v14
  %s14 = add i64 %s13, %y14
  %y15 = load i64, ptr %v15
  %s15 = add i64 %s14, %y15
  %y16 = load i64, ptr %v16
  %s16 = add i64 %s15, %y16
  %y17 = load i64, ptr %v17
  %s17 = add i64 %s16, %y17
  %y18 = load i64, ptr %v18
  %s18 = add i64 %s17, %y18
  %y19 = load i64, ptr %v19
  %s19 = add i64 %s18, %y19
  %y20 = load i64, ptr %v20
  %s20 = add i64 %s19, %y20
  %y21 = load i64, ptr %v21
  %s21 = add i64 %s20, %y21
  %y22 = load i64, ptr %v22
  %s22 = add i64 %s21, %y22
  %y23 = load i64, ptr %v23
  %s23 = add i64 %s22, %y23
  %y24 = load i64, ptr %v24
  %s24 = add i64 %s23, %y24
  %y25 = load i64, ptr %v25
  %s25 = add i64 %s24, %y25
  %y26 = load i64, ptr %v26
  %s26 = add i64 %s25, %y26
  %y27 = load i64, ptr %v27
  %s27 = add i64 %s26, %y27
  %y28 = load i64, ptr %v28
  %s28 = add i64 %s27, %y28
  %y29 = load i64, ptr %v29
  %s29 = add i64 %s28, %y29
  %y30 = load i64, ptr %v30
  %s30 = add i64 %s29, %y30
  %y31 = load i64, ptr %v31
  %s31 = add i64 %s30, %y31
  %y32 = load i64, ptr %v32
  %s32 = add i64 %s31, %y32
  %y33 = load i64, ptr %v33
  %s33 = add i64 %s32, %y33
  %y34 = load i64, ptr %v34
  %s34 = add i64 %s33, %y34
  %y35 = load i64, ptr %v35
  %s35 = add i64 %s34, %y35
  %y36 = load i64, ptr %v36
  %s36 = add i64 %s35, %y36
  %y37 = load i64, ptr %v37
  %s37 = add i64 %s36, %y37
  %y38 = load i64, ptr %v38
  %s38 = add i64 %s37, %y38
  %y39 = load i64, ptr %v39
  %s39 = add i64 %s38, %y39
  %y40 = load i64, ptr %v40
  %s40 = add i64 %s39, %y40
  %y41 = load i64, ptr %v41
  %s41 = add i64 %s40, %y41
  %y42 = load i64, ptr %v42
  %s42 = add i64 %s41, %y42
  %y43 = load i64, ptr %v43
  %s43 = add i64 %s42, %y43
  %y44 = load i64, ptr %v44
  %s44 = add i64 %s43, %y44
  %y45 = load i64, ptr %v45
  %s45 = add i64 %s44, %y45
  %y46 = load i64, ptr %v46
  %s46 = add i64 %s45, %y46
  %y47 = load i64, ptr %v47
  %s47 = add i64 %s46, %y47
  %y48 = load i64, ptr %v48
  %s48 = add i64 %s47, %y48
  %y49 = load i64, ptr %v49
  %s49 = add i64 %s48, %y49
  %y50 = load i64, ptr %v50
  %s50 = add i64 %s49, %y50
  %y51 = load i64, ptr %v51
  %s51 = add i64 %s50, %y51
  %y52 = load i64, ptr %v52
  %s52 = add i64 %s51, %y52
  %y53 = load i64, ptr %v53
  %s53 = add i64 %s52, %y53
  %y54 = load i64, ptr %v54
  %s54 = add i64 %s53, %y54
  %y55 = load i64, ptr %v55
  %s55 = add i64 %s54, %y55
  %y56 = load i64, ptr %v56
  %s56 = add i64 %s55, %y56
  %y57 = load i64, ptr %v57
  %s57 = add i64 %s56, %y57
  %y58 = load i64, ptr %v58
  %s58 = add i64 %s57, %y58
  %y59 = load i64, ptr %v59
  %s59 = add i64 %s58, %y59
  %y60 = load i64, ptr %v60
  %s60 = add i64 %s59, %y60
  %y61 = load i64, ptr %v61
  %s61 = add i64 %s60, %y61
  %y62 = load i64, ptr %v62
  %s62 = add i64 %s61, %y62
  %y63 = load i64, ptr %v63
  %s63 = add i64 %s62, %y63
  ret i64 %s63
}
