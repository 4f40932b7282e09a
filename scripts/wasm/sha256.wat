;; SHA-256 (FIPS 180-4) for the request token of SPEC 7.1, compiled by build.mjs.
;;
;; One-shot API, driven by public/wasm/hash.js:
;;   1. the caller writes the message bytes at input_ptr() (growing memory so that
;;      input_ptr() + len + 72 bytes fit: the padding is written in place);
;;   2. sha256(len) returns the address of the 32-byte big-endian digest.
;;
;; Memory layout (bytes):
;;   0    .. 255   K round constants, stored little-endian so i32.load yields K[t]
;;   256  .. 287   H, the running state
;;   288  .. 543   W, the message schedule
;;   544  .. 575   the digest, big-endian
;;   1024 ..       the message, then its padding
;;
;; WebAssembly is little-endian and SHA-256 is big-endian, hence $bswap on every
;; word read from the message or written to the digest.
(module
  (memory (export "memory") 1)

  (data (i32.const 0)
    "\98\2f\8a\42\91\44\37\71\cf\fb\c0\b5\a5\db\b5\e9"
    "\5b\c2\56\39\f1\11\f1\59\a4\82\3f\92\d5\5e\1c\ab"
    "\98\aa\07\d8\01\5b\83\12\be\85\31\24\c3\7d\0c\55"
    "\74\5d\be\72\fe\b1\de\80\a7\06\dc\9b\74\f1\9b\c1"
    "\c1\69\9b\e4\86\47\be\ef\c6\9d\c1\0f\cc\a1\0c\24"
    "\6f\2c\e9\2d\aa\84\74\4a\dc\a9\b0\5c\da\88\f9\76"
    "\52\51\3e\98\6d\c6\31\a8\c8\27\03\b0\c7\7f\59\bf"
    "\f3\0b\e0\c6\47\91\a7\d5\51\63\ca\06\67\29\29\14"
    "\85\0a\b7\27\38\21\1b\2e\fc\6d\2c\4d\13\0d\38\53"
    "\54\73\0a\65\bb\0a\6a\76\2e\c9\c2\81\85\2c\72\92"
    "\a1\e8\bf\a2\4b\66\1a\a8\70\8b\4b\c2\a3\51\6c\c7"
    "\19\e8\92\d1\24\06\99\d6\85\35\0e\f4\70\a0\6a\10"
    "\16\c1\a4\19\08\6c\37\1e\4c\77\48\27\b5\bc\b0\34"
    "\b3\0c\1c\39\4a\aa\d8\4e\4f\ca\9c\5b\f3\6f\2e\68"
    "\ee\82\8f\74\6f\63\a5\78\14\78\c8\84\08\02\c7\8c"
    "\fa\ff\be\90\eb\6c\50\a4\f7\a3\f9\be\f2\78\71\c6")

  (global $K i32 (i32.const 0))
  (global $H i32 (i32.const 256))
  (global $W i32 (i32.const 288))
  (global $DIGEST i32 (i32.const 544))
  (global $INPUT i32 (i32.const 1024))

  (func (export "input_ptr") (result i32)
    (global.get $INPUT))

  ;; [b3 b2 b1 b0] -> [b0 b1 b2 b3]: two rotations, each keeping the bytes it placed right.
  (func $bswap (param $x i32) (result i32)
    (i32.or
      (i32.and (i32.rotr (local.get $x) (i32.const 8)) (i32.const 0xff00ff00))
      (i32.and (i32.rotl (local.get $x) (i32.const 8)) (i32.const 0x00ff00ff))))

  ;; Processes the 64-byte block at $block into the state H.
  (func $compress (param $block i32)
    (local $t i32) (local $w i32) (local $x i32)
    (local $a i32) (local $b i32) (local $c i32) (local $d i32)
    (local $e i32) (local $f i32) (local $g i32) (local $h i32)
    (local $t1 i32) (local $t2 i32)

    ;; W[0..15]: the block's words, big-endian.
    (local.set $t (i32.const 0))
    (block $done
      (loop $copy
        (br_if $done (i32.ge_u (local.get $t) (i32.const 16)))
        (i32.store
          (i32.add (global.get $W) (i32.shl (local.get $t) (i32.const 2)))
          (call $bswap
            (i32.load (i32.add (local.get $block) (i32.shl (local.get $t) (i32.const 2))))))
        (local.set $t (i32.add (local.get $t) (i32.const 1)))
        (br $copy)))

    ;; W[16..63] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]
    (block $done
      (loop $expand
        (br_if $done (i32.ge_u (local.get $t) (i32.const 64)))
        (local.set $w (i32.add (global.get $W) (i32.shl (local.get $t) (i32.const 2))))
        ;; s0(W[t-15]) = rotr7 ^ rotr18 ^ shr3
        (local.set $x (i32.load (i32.sub (local.get $w) (i32.const 60))))
        (local.set $t1
          (i32.xor
            (i32.xor (i32.rotr (local.get $x) (i32.const 7)) (i32.rotr (local.get $x) (i32.const 18)))
            (i32.shr_u (local.get $x) (i32.const 3))))
        ;; s1(W[t-2]) = rotr17 ^ rotr19 ^ shr10
        (local.set $x (i32.load (i32.sub (local.get $w) (i32.const 8))))
        (local.set $t2
          (i32.xor
            (i32.xor (i32.rotr (local.get $x) (i32.const 17)) (i32.rotr (local.get $x) (i32.const 19)))
            (i32.shr_u (local.get $x) (i32.const 10))))
        (i32.store (local.get $w)
          (i32.add
            (i32.add (local.get $t2) (i32.load (i32.sub (local.get $w) (i32.const 28))))
            (i32.add (local.get $t1) (i32.load (i32.sub (local.get $w) (i32.const 64))))))
        (local.set $t (i32.add (local.get $t) (i32.const 1)))
        (br $expand)))

    (local.set $a (i32.load offset=0 (global.get $H)))
    (local.set $b (i32.load offset=4 (global.get $H)))
    (local.set $c (i32.load offset=8 (global.get $H)))
    (local.set $d (i32.load offset=12 (global.get $H)))
    (local.set $e (i32.load offset=16 (global.get $H)))
    (local.set $f (i32.load offset=20 (global.get $H)))
    (local.set $g (i32.load offset=24 (global.get $H)))
    (local.set $h (i32.load offset=28 (global.get $H)))

    (local.set $t (i32.const 0))
    (block $done
      (loop $round
        (br_if $done (i32.ge_u (local.get $t) (i32.const 64)))
        ;; T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t]
        (local.set $t1
          (i32.add
            (i32.add
              (local.get $h)
              (i32.xor
                (i32.xor (i32.rotr (local.get $e) (i32.const 6)) (i32.rotr (local.get $e) (i32.const 11)))
                (i32.rotr (local.get $e) (i32.const 25))))
            (i32.add
              (i32.xor
                (i32.and (local.get $e) (local.get $f))
                (i32.and (i32.xor (local.get $e) (i32.const -1)) (local.get $g)))
              (i32.add
                (i32.load (i32.add (global.get $K) (i32.shl (local.get $t) (i32.const 2))))
                (i32.load (i32.add (global.get $W) (i32.shl (local.get $t) (i32.const 2))))))))
        ;; T2 = S0(a) + Maj(a,b,c)
        (local.set $t2
          (i32.add
            (i32.xor
              (i32.xor (i32.rotr (local.get $a) (i32.const 2)) (i32.rotr (local.get $a) (i32.const 13)))
              (i32.rotr (local.get $a) (i32.const 22)))
            (i32.xor
              (i32.xor (i32.and (local.get $a) (local.get $b)) (i32.and (local.get $a) (local.get $c)))
              (i32.and (local.get $b) (local.get $c)))))
        (local.set $h (local.get $g))
        (local.set $g (local.get $f))
        (local.set $f (local.get $e))
        (local.set $e (i32.add (local.get $d) (local.get $t1)))
        (local.set $d (local.get $c))
        (local.set $c (local.get $b))
        (local.set $b (local.get $a))
        (local.set $a (i32.add (local.get $t1) (local.get $t2)))
        (local.set $t (i32.add (local.get $t) (i32.const 1)))
        (br $round)))

    (i32.store offset=0 (global.get $H) (i32.add (i32.load offset=0 (global.get $H)) (local.get $a)))
    (i32.store offset=4 (global.get $H) (i32.add (i32.load offset=4 (global.get $H)) (local.get $b)))
    (i32.store offset=8 (global.get $H) (i32.add (i32.load offset=8 (global.get $H)) (local.get $c)))
    (i32.store offset=12 (global.get $H) (i32.add (i32.load offset=12 (global.get $H)) (local.get $d)))
    (i32.store offset=16 (global.get $H) (i32.add (i32.load offset=16 (global.get $H)) (local.get $e)))
    (i32.store offset=20 (global.get $H) (i32.add (i32.load offset=20 (global.get $H)) (local.get $f)))
    (i32.store offset=24 (global.get $H) (i32.add (i32.load offset=24 (global.get $H)) (local.get $g)))
    (i32.store offset=28 (global.get $H) (i32.add (i32.load offset=28 (global.get $H)) (local.get $h))))

  ;; Hashes the $len bytes at input_ptr() and returns the digest's address.
  (func (export "sha256") (param $len i32) (result i32)
    (local $end i32) (local $p i32) (local $i i32)

    ;; Initial state: the first 32 bits of the fractional parts of the square roots
    ;; of the first 8 primes.
    (i32.store offset=0 (global.get $H) (i32.const 0x6a09e667))
    (i32.store offset=4 (global.get $H) (i32.const 0xbb67ae85))
    (i32.store offset=8 (global.get $H) (i32.const 0x3c6ef372))
    (i32.store offset=12 (global.get $H) (i32.const 0xa54ff53a))
    (i32.store offset=16 (global.get $H) (i32.const 0x510e527f))
    (i32.store offset=20 (global.get $H) (i32.const 0x9b05688c))
    (i32.store offset=24 (global.get $H) (i32.const 0x1f83d9ab))
    (i32.store offset=28 (global.get $H) (i32.const 0x5be0cd19))

    ;; Padding: 0x80, zeros up to 56 mod 64, then the bit length as a 64-bit
    ;; big-endian number. $end is the end of the padded message, a multiple of 64
    ;; past $INPUT: len + 9 rounded up.
    (local.set $end
      (i32.add (global.get $INPUT)
        (i32.and (i32.add (local.get $len) (i32.const 72)) (i32.const -64))))
    (local.set $p (i32.add (global.get $INPUT) (local.get $len)))
    (i32.store8 (local.get $p) (i32.const 0x80))
    ;; The bytes after the message may hold an earlier, longer message: zero them.
    (local.set $p (i32.add (local.get $p) (i32.const 1)))
    (block $done
      (loop $zero
        (br_if $done (i32.ge_u (local.get $p) (i32.sub (local.get $end) (i32.const 8))))
        (i32.store8 (local.get $p) (i32.const 0))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $zero)))
    ;; Bit length = len * 8: the high word gets the 3 bits shifted out of the low one.
    (i32.store (i32.sub (local.get $end) (i32.const 8))
      (call $bswap (i32.shr_u (local.get $len) (i32.const 29))))
    (i32.store (i32.sub (local.get $end) (i32.const 4))
      (call $bswap (i32.shl (local.get $len) (i32.const 3))))

    (local.set $p (global.get $INPUT))
    (block $done
      (loop $blocks
        (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
        (call $compress (local.get $p))
        (local.set $p (i32.add (local.get $p) (i32.const 64)))
        (br $blocks)))

    (local.set $i (i32.const 0))
    (block $done
      (loop $out
        (br_if $done (i32.ge_u (local.get $i) (i32.const 32)))
        (i32.store
          (i32.add (global.get $DIGEST) (local.get $i))
          (call $bswap (i32.load (i32.add (global.get $H) (local.get $i)))))
        (local.set $i (i32.add (local.get $i) (i32.const 4)))
        (br $out)))
    (global.get $DIGEST)))
