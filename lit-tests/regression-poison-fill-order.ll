; RUN: %ours -preserve-ll-uselistorder %s > %t.ours && %upstream -preserve-ll-uselistorder %s > %t.upstream && diff -u %t.upstream %t.ours
; Upstream gives a phi in a block with unreachable predecessors a `poison`
; entry for each, block by block as its walk over its map of new phis meets
; each block's first phi: in the map's order, not in function order. Where
; two such blocks' phis have one type, their entries use one `poison`, whose
; use list (which -preserve-ll-uselistorder prints, and bitcode keeps) keeps
; that order. zstd 1.6.0's ZSTD_decompressContinue has two; here j1, j2 and
; j3 each have one. (The rounds of the clean-up follow the map too: after a
; round that removed phis, LLVM 23's map places the rest again, and
; tests/upstream.rs checks that order against the LLVM's own map.)

define i32 @three_joins(i32 %n) {
entry:
  %x = alloca i32
  store i32 0, ptr %x
  br label %h1
h1:
  %c1 = icmp eq i32 %n, 1
  br i1 %c1, label %s1, label %j1
s1:
  store i32 1, ptr %x
  br label %j1
u1:
  br label %j1
j1:
  %v1 = load i32, ptr %x
  store i32 %v1, ptr %x
  br label %h2
h2:
  %c2 = icmp eq i32 %n, 2
  br i1 %c2, label %s2, label %j2
s2:
  store i32 2, ptr %x
  br label %j2
u2:
  br label %j2
j2:
  %v2 = load i32, ptr %x
  store i32 %v2, ptr %x
  br label %h3
h3:
  %c3 = icmp eq i32 %n, 3
  br i1 %c3, label %s3, label %j3
s3:
  store i32 3, ptr %x
  br label %j3
u3:
  br label %j3
j3:
  %v3 = load i32, ptr %x
  store i32 %v3, ptr %x
  br label %done
done:
  %r = load i32, ptr %x
  ret i32 %r
}
