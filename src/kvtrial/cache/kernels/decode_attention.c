/* Fused single-query attention over bit-packed keys and values (one decode step), and, at the end of this file,
   its multi-query form for prompt chunks (kvt_prefill_attention), which reuses the same row decoders.

   kvtrial compiles this file once per machine and instruction-set variant (see build.py) and calls
   it through ctypes. Every stored row is decoded once, in registers, straight from the packed
   codes: no dequantized copy of the cache (nor of one row) is ever written, so a step reads the
   packed bytes (4-8x fewer than a float32 cache) once.

   A side (keys or values) is described by `kvt_side`: how to turn one stored row into floats.
     bits 8: int8 codes, value = code * scale                     (q8_0)
     bits 4: two codes per byte, value = table[code] * scale + min (q4_0, q4_1, iq4_nl, turbo4)
     bits 3: eight codes per three bytes, same formula             (turbo3)
     bits 5, 6: low 4 bits two per byte plus a plane of high bits (`high`, one or two bits per value),
             same formula over a 32- or 64-entry table              (q5_0, q5_1, turbo5, turbo6)
   `table` is indexed by a whole key of bytes: 256 keys x 2 values for 4-bit codes, 4096 keys
   x 4 values (12 bits) for 3-bit codes, 1024 or 4096 keys x 2 values for 5- or 6-bit codes (a byte of nibbles
   and its two values' high bits), so a row decodes with one copy per key where no SIMD lookup serves.
   Scales and minima are fp16, one per block of `block` values.

   A row decodes 16 values at a time into one 16-float vector (a zmm register with AVX-512, two ymm
   with AVX2, four 4-float vectors elsewhere), each group with its block's scale and min applied
   (every block is a multiple of 16), so one loop shape serves every block size. Per instruction
   set, only the lookup differs: AVX-512 permutes a 16-entry register table; AVX2 two 8-entry
   halves, or cheaper where the table allows (clone_of: q4_0 and q4_1 convert the code itself,
   iq4_nl takes one vpshufb on its int8 values, a mirrored codebook one 8-entry half and a sign);
   everything else (NEON, portable builds) copies pairs from the byte table. Where a row is one
   block without a minimum (turbo's rotation blocks), its scale is applied once instead of per
   group: to the 16 rows' key sums, and to the value weights.

   Keys: each group of a row is multiplied into G partial vectors (one per query head, kept in
   registers, summed lane by lane over the head dimension); the partial vectors of 16 rows are
   then reduced together by a transpose-add tree, which yields the 16 scores in one vector, so no
   row ends in a horizontal sum (4-bit codes with SIMD go a block of 32 at a time, decode32_u4; the
   common head dimensions have clones of their own, so the loop over a row's groups unrolls).
   Values: the G output rows stay in registers across the chunk's tokens (a tile of up to 4 groups
   of 16 values per pass, as many as the registers hold), each decoded group added to them with the
   G weights, and are written once per chunk. Query heads go
   in passes of up to 4 (one compiled clone per count, so the vectors are registers); a pass
   decodes the rows once for its heads. Block scales and minima are converted from fp16 once per
   chunk, by a vector loop.

   Summation order (what tests/cache/kernels/bounds.py bounds): a score sums D products, D/16 per lane
   and then 16 lanes, in float32 (any order of D terms is within the dot-product bound), times the
   row's scale at the end where it is applied once; an output sums a chunk's weighted values token by
   token, as before.

   Work is split into (head, token chunk) units, each computing a partial softmax (its max, its
   sum of exponentials and its unnormalized output); the partials of a head are merged at the
   end (the split-softmax of flash-decoding), so any number of threads gets balanced work.
   Threads come from OpenMP when the compiler has it (sharing torch's pool), else from pthreads. */

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#if !defined(KVT_PORTABLE) && (defined(__AVX512F__) || defined(__AVX2__))
#include <immintrin.h>
#endif
#if !defined(KVT_PORTABLE) && defined(__ARM_NEON) && defined(__ARM_FEATURE_DOTPROD)
#include <arm_neon.h>
#endif
#ifndef _OPENMP
#include <pthread.h>
#endif
#include <stdlib.h>
#include <string.h>

#include "kvt_abi.h"

#define MAX_D 512 /* head dimensions up to 512 (64, 128, 256 in today's models) */
#define MAX_G 16  /* query heads per key/value head (GQA ratio) */
#define CHUNK 256
#define LANES 16 /* values decoded per step; every block is a multiple */
#define MAX_TG 4  /* groups of 16 output values a value pass keeps in registers */
/* Query heads a pass holds in registers at once (G splits into passes of at most this many: a pass decodes the
   rows once for its heads). */
#define HEADS_PER_PASS 4
/* Clones of 4- and 5-bit codes with a cheaper decode (clone_of), and the `kind` decode16_u4 / decode16_split take */
#define KVT_UNIFORM4 44
#define KVT_INT8_4 46
#define KVT_MIRRORED4 47
#define KVT_UNIFORM5 55
#define KVT_MIRRORED5 57
#define KVT_UNIFORM 1
#define KVT_MIRRORED 2
#define KVT_INT8 3

#if !defined(KVT_PORTABLE) && defined(__AVX512F__)
#define KVT_AVX512 1
#elif !defined(KVT_PORTABLE) && defined(__AVX2__) && defined(__FMA__)
#define KVT_AVX2 1
#endif
/* 16-float output vectors a value pass may hold: 32 zmm registers hold 24 beside the decode's; 16 ymm (two per
   vector) hold 4 beside the decode's and the heads' weights (more, and the compiler spills accumulators to the
   stack every token); 32 NEON q registers (four per vector) hold 6. */
#ifdef KVT_AVX512
#define ACC_VECTORS 24
#elif defined(KVT_AVX2)
#define ACC_VECTORS 4
#else
#define ACC_VECTORS 6
#endif

#if defined(KVT_PORTABLE)
#define KVT_ISA "scalar"
#elif defined(__AVX512F__)
#define KVT_ISA "avx512"
#elif defined(__AVX2__) && defined(__FMA__)
#define KVT_ISA "avx2"
#elif defined(__ARM_NEON)
#define KVT_ISA "neon"
#else
#define KVT_ISA "generic"
#endif

#ifdef _OPENMP
#define KVT_THREADS "openmp"
#else
#define KVT_THREADS "pthreads"
#endif


/* Which instruction set and threading this library was built with, as "isa+threads" (read back by
   kvtrial, so a run states the path that decoded rather than the one it asked for). */
int kvt_build_info(char *buf, int n) { return snprintf(buf, (size_t)n, "%s+%s", KVT_ISA, KVT_THREADS); }

/* exp(x) for x <= 0 (scores minus their maximum), written so that it vectorizes on every target (glibc's
   vector expf is reachable only under -ffinite-math-only, which masked tokens' -inf scores rule out, and
   other systems have none): x = n ln2 + r with |r| <= ln2/2 (Cody-Waite: ln2 in two parts, each product
   exact or rounded once), e^r by its Taylor polynomial to degree 7 (truncation below 6e-9 relative, under
   one float32 ulp; measured within 1.2 ulp of exp over [-87, 0]), 2^n put in the exponent bits. Below -87.3 (under float32's smallest normal) it returns
   0, as it does for -inf. */
static inline float kvt_exp(float x) {
    const float n = rintf(x * 1.44269504f);
    float r = fmaf(-n, 0.693145751953125f, x); /* ln2's leading 16 bits: n * hi is exact */
    r = fmaf(-n, 1.428606765330187e-06f, r);
    /* Horner with plain operations: contracted to FMA where the target has it, a libm call never. */
    const float p = 1.f + r * (1.f + r * (0.5f + r * (1.f / 6.f + r * (1.f / 24.f + r * (1.f / 120.f +
                    r * (1.f / 720.f + r * (1.f / 5040.f)))))));
    union {
        int32_t i;
        float f;
    } two_n = {.i = ((int32_t)(x < -87.3f ? 0.f : n) + 127) << 23};
    return x < -87.3f ? 0.f : p * two_n.f;
}

/* Sixteen floats, the unit every loop below works in, held in registers: one zmm with AVX-512, two ymm with
   AVX2, four 4-float vectors elsewhere (NEON q registers, SSE on a portable x86 build, plain code where a
   target has no SIMD). A 64-byte GNU vector would not do: without AVX-512 it has no register mode, so every
   operation on it would go through memory. */
#if defined(KVT_AVX512)
typedef __m512 kvt_v16;
static inline kvt_v16 v16_zero(void) { return _mm512_setzero_ps(); }
static inline kvt_v16 v16_splat(float x) { return _mm512_set1_ps(x); }
static inline kvt_v16 v16_load(const float *p) { return _mm512_loadu_ps(p); }
static inline void v16_store(float *p, kvt_v16 v) { _mm512_storeu_ps(p, v); }
static inline kvt_v16 v16_fma(kvt_v16 a, kvt_v16 b, kvt_v16 c) { return _mm512_fmadd_ps(a, b, c); }
static inline kvt_v16 v16_mul(kvt_v16 a, kvt_v16 b) { return _mm512_mul_ps(a, b); }
#elif defined(KVT_AVX2)
typedef struct {
    __m256 lo, hi;
} kvt_v16;
static inline kvt_v16 v16_zero(void) { return (kvt_v16){_mm256_setzero_ps(), _mm256_setzero_ps()}; }
static inline kvt_v16 v16_splat(float x) { return (kvt_v16){_mm256_set1_ps(x), _mm256_set1_ps(x)}; }
static inline kvt_v16 v16_load(const float *p) { return (kvt_v16){_mm256_loadu_ps(p), _mm256_loadu_ps(p + 8)}; }
static inline void v16_store(float *p, kvt_v16 v) { _mm256_storeu_ps(p, v.lo), _mm256_storeu_ps(p + 8, v.hi); }
static inline kvt_v16 v16_fma(kvt_v16 a, kvt_v16 b, kvt_v16 c) {
    return (kvt_v16){_mm256_fmadd_ps(a.lo, b.lo, c.lo), _mm256_fmadd_ps(a.hi, b.hi, c.hi)};
}
static inline kvt_v16 v16_mul(kvt_v16 a, kvt_v16 b) {
    return (kvt_v16){_mm256_mul_ps(a.lo, b.lo), _mm256_mul_ps(a.hi, b.hi)};
}
#else
typedef float kvt_v4 __attribute__((vector_size(16)));
typedef struct {
    kvt_v4 p[4];
} kvt_v16;
static inline kvt_v16 v16_splat(float x) {
    const kvt_v4 v = {x, x, x, x};
    return (kvt_v16){{v, v, v, v}};
}
static inline kvt_v16 v16_zero(void) { return v16_splat(0.f); }
static inline kvt_v16 v16_load(const float *p) {
    kvt_v16 v;
    memcpy(&v, p, sizeof v);
    return v;
}
static inline void v16_store(float *p, kvt_v16 v) { memcpy(p, &v, sizeof v); }
static inline kvt_v16 v16_fma(kvt_v16 a, kvt_v16 b, kvt_v16 c) {
    for (int k = 0; k < 4; k++) c.p[k] += a.p[k] * b.p[k];
    return c;
}
static inline kvt_v16 v16_mul(kvt_v16 a, kvt_v16 b) {
    for (int k = 0; k < 4; k++) a.p[k] *= b.p[k];
    return a;
}
#endif

/* A decoded group's values times its block's scale plus its minimum: x * f + m. Called with the constants f = 1, m = 0
   (key_scores applies the scale after the sum), it is x itself, with no instruction (and the same x if the
   compiler kept the product: x * 1 + 0 is exact). */
#define KVT_UNSCALED(f, m) (__builtin_constant_p(f) && __builtin_constant_p(m) && (f) == 1.f && (m) == 0.f)
#if defined(KVT_AVX512)
static inline __attribute__((always_inline)) __m512 scale16(__m512 x, float f, float m) {
    return KVT_UNSCALED(f, m) ? x : _mm512_fmadd_ps(x, _mm512_set1_ps(f), _mm512_set1_ps(m));
}
#elif defined(KVT_AVX2)
static inline __attribute__((always_inline)) __m256 scale8(__m256 x, float f, float m) {
    return KVT_UNSCALED(f, m) ? x : _mm256_fmadd_ps(x, _mm256_set1_ps(f), _mm256_set1_ps(m));
}
#else
static inline __attribute__((always_inline)) kvt_v16 scale16(kvt_v16 x, float f, float m) {
    return KVT_UNSCALED(f, m) ? x : v16_fma(x, v16_splat(f), v16_splat(m));
}
#endif

/* n <= 4 bytes at p as a little-endian integer (one load on little-endian targets). */
static inline uint32_t load_le(const uint8_t *restrict p, const int n) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint32_t w = 0;
    memcpy(&w, p, (size_t)n);
    return w;
#else
    uint32_t w = 0;
    for (int b = 0; b < n; b++) w |= (uint32_t)p[b] << (8 * b);
    return w;
#endif
}

#if defined(KVT_AVX2)
/* Codes 8h..8h+7 of 16 4-bit codes (8 bytes at c), one per lane in its low 4 bits: the 4 bytes broadcast (a load,
   no shuffle) and lane j shifted by 4j. Bits above the code are the next codes (vpermps reads only the low 3). */
static inline __m256i nibbles8(const uint8_t *restrict c, const int h) {
    return _mm256_srlv_epi32(_mm256_set1_epi32((int)load_le(c + 4 * h, 4)), _mm256_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28));
}

#endif

/* What a decode reads besides the codes that is worth preparing once per loop rather than per group (the compiler
   does not hoist it out of a loop whose body is conditional): with AVX2 the 16 code values as int8, for vpshufb
   (KVT_INT8_4; clone_of checked that each is an integer within int8). */
typedef struct {
#if defined(KVT_AVX2)
    __m128i i8;
#else
    int none;
#endif
} kvt_lut;

static inline kvt_lut lut_of(const kvt_side *s, const int bits) {
    kvt_lut t;
    memset(&t, 0, sizeof t);
#if defined(KVT_AVX2)
    if (bits == KVT_INT8_4) {
        const float *v = s->values;
        const __m128i a = _mm_packs_epi32(_mm_cvtps_epi32(_mm_loadu_ps(v)), _mm_cvtps_epi32(_mm_loadu_ps(v + 4)));
        const __m128i b = _mm_packs_epi32(_mm_cvtps_epi32(_mm_loadu_ps(v + 8)), _mm_cvtps_epi32(_mm_loadu_ps(v + 12)));
        t.i8 = _mm_packs_epi16(a, b);
    }
#else
    (void)s, (void)bits;
#endif
    return t;
}

/* 16 codes of 4 bits (8 bytes) to scaled values: values[code_l] * f + m. `kind` (a constant where this inlines) names
   a table AVX2 decodes more cheaply (clone_of): KVT_UNIFORM (values = code + an integer v0, with v0 = 0 or no minimum:
   q4_0, q4_1), KVT_INT8 (integer values within int8: iq4_nl), KVT_MIRRORED (values[15 - c] = -values[c]: turbo4).
   The decoders are forced inline: once the prefill's tiles dispatch the clones too, gcc 12 otherwise leaves some out of
   line (a call per 16 values). */
static inline __attribute__((always_inline)) kvt_v16 decode16_u4(const kvt_side *s, const kvt_lut *lut,
                                                                 const uint8_t *restrict c, const int kind, float f,
                                                                 float m) {
    (void)lut;
#if defined(KVT_AVX512)
    (void)kind;
    /* Each byte twice, widened to a lane, shifted by 0 or 4: a lane's low 4 bits are its code, and vpermps
       reads only those (no mask needed). */
    const __m128i bytes = _mm_loadl_epi64((const __m128i *)c);
    const __m512i wide = _mm512_cvtepu8_epi32(_mm_unpacklo_epi8(bytes, bytes));
    const __m512i idx = _mm512_srlv_epi32(wide, _mm512_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4));
    const __m512 x = _mm512_permutexvar_ps(idx, _mm512_loadu_ps(s->values));
    return scale16(x, f, m);
#elif defined(KVT_AVX2)
    __m256 out[2];
    if (kind == KVT_UNIFORM) {
        /* No lookup: code * f + (v0 * f + m), the very float of values[code] * f + m, since one of v0 * f + m's terms
           is exact zero (v0 = 0, or no minimum) and the other exact (v0 * f: an integer within int8 times an fp16
           scale fits float32's 24 bits), so both round (v0 + code) * f + m once. */
        const __m256 vf = _mm256_set1_ps(f), vm0 = _mm256_fmadd_ps(_mm256_set1_ps(s->values[0]), vf, _mm256_set1_ps(m));
        for (int h = 0; h < 2; h++)
            out[h] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(_mm256_and_si256(nibbles8(c, h), _mm256_set1_epi32(15))), vf, vm0);
    } else if (kind == KVT_INT8) {
        /* One vpshufb looks the 16 codes (as bytes, in order) up in the int8 table; widened and converted, they are
           the table's floats. */
        const __m128i bytes = _mm_loadl_epi64((const __m128i *)c);
        const __m128i codes = _mm_and_si128(_mm_unpacklo_epi8(bytes, _mm_srli_epi16(bytes, 4)), _mm_set1_epi8(15));
        const __m128i v8 = _mm_shuffle_epi8(lut->i8, codes);
        out[0] = scale8(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(v8)), f, m);
        out[1] = scale8(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_unpackhi_epi64(v8, v8))), f, m);
    } else if (kind == KVT_MIRRORED) {
        /* One 8-entry register table: a code with bit 3 set reads entry 15 - c (~c & 7, the low bits vpermps reads)
           negated. top: bit 3 at the sign (flip: all ones there). */
        const __m256 lut = _mm256_loadu_ps(s->values);
        for (int h = 0; h < 2; h++) {
            const __m256i idx = nibbles8(c, h), top = _mm256_slli_epi32(idx, 28);
            const __m256 x = _mm256_permutevar8x32_ps(lut, _mm256_xor_si256(idx, _mm256_srai_epi32(top, 31)));
            out[h] = scale8(_mm256_xor_ps(x, _mm256_and_ps(_mm256_castsi256_ps(top), _mm256_set1_ps(-0.f))), f, m);
        }
    } else {
        /* Two 8-entry register tables (vpermps reads a lane's low 3 bits); bit 3 of a code picks the half (blendv
           reads the sign bit, where a shift by 28 puts it). */
        const __m256 lut_lo = _mm256_loadu_ps(s->values), lut_hi = _mm256_loadu_ps(s->values + 8);
        for (int h = 0; h < 2; h++) {
            const __m256i idx = nibbles8(c, h);
            const __m256 pick = _mm256_castsi256_ps(_mm256_slli_epi32(idx, 28));
            const __m256 x = _mm256_blendv_ps(_mm256_permutevar8x32_ps(lut_lo, idx), _mm256_permutevar8x32_ps(lut_hi, idx), pick);
            out[h] = scale8(x, f, m);
        }
    }
    return (kvt_v16){out[0], out[1]};
#else
    (void)kind;
    float x[LANES];
    for (int i = 0; i < LANES / 2; i++) memcpy(x + 2 * i, s->table + 2 * c[i], 2 * sizeof(float));
    return scale16(v16_load(x), f, m);
#endif
}

/* 16 codes of 3 bits (6 bytes: two little-endian 24-bit words of eight codes each) to scaled values. Each word is
   read with one 4-byte load that stays inside the 6 bytes: bytes 0-3 (the first word and a byte of the second
   above it) and bytes 2-5 (the second word shifted up by 8), so a code's shift is 3j or 8 + 3j. With SIMD the
   eight code values fit one register: each lane shifts its code out of its word and looks it up; elsewhere
   12-bit keys index a table of four values each. */
static inline __attribute__((always_inline)) kvt_v16 decode16_u3(const kvt_side *s, const uint8_t *restrict c, float f,
                                                                 float m) {
    const uint32_t w0 = load_le(c, 4), w1 = load_le(c + 2, 4);
#if defined(KVT_AVX512)
    const __m512i words = _mm512_mask_set1_epi32(_mm512_set1_epi32((int)w0), 0xFF00, (int)w1);
    const __m512i shift = _mm512_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21, 8, 11, 14, 17, 20, 23, 26, 29);
    /* vpermps reads a lane's low 4 bits: the code and one bit above it, over the 8 values twice (code_values) */
    const __m512 x = _mm512_permutexvar_ps(_mm512_srlv_epi32(words, shift), _mm512_loadu_ps(s->values));
    return scale16(x, f, m);
#elif defined(KVT_AVX2)
    /* vpermps reads a lane's low 3 bits: the code, with no mask. */
    const __m256 lut = _mm256_loadu_ps(s->values);
    const __m256i i0 = _mm256_srlv_epi32(_mm256_set1_epi32((int)w0), _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21));
    const __m256i i1 = _mm256_srlv_epi32(_mm256_set1_epi32((int)w1), _mm256_setr_epi32(8, 11, 14, 17, 20, 23, 26, 29));
    return (kvt_v16){scale8(_mm256_permutevar8x32_ps(lut, i0), f, m), scale8(_mm256_permutevar8x32_ps(lut, i1), f, m)};
#else
    float x[LANES];
    memcpy(x, s->table + 4 * (w0 & 0xFFF), 4 * sizeof(float));
    memcpy(x + 4, s->table + 4 * ((w0 >> 12) & 0xFFF), 4 * sizeof(float));
    memcpy(x + 8, s->table + 4 * ((w1 >> 8) & 0xFFF), 4 * sizeof(float));
    memcpy(x + 12, s->table + 4 * (w1 >> 20), 4 * sizeof(float));
    return scale16(v16_load(x), f, m);
#endif
}

/* 16 codes of 5 or 6 bits stored split (8 bytes of low nibbles; 2 or 4 bytes of high bits, `hbits` = 1 or 2 per
   value, value j's at bit hbits * j) to scaled values over a 32- or 64-entry table; `hbits` and `uniform` are
   constants where this inlines. AVX-512: the nibbles' 16-entry lookup as for 4 bits, then the lanes whose fifth
   bit is set (the plane's 16 bits are the lane mask) looked up again in entries 16-31; 6-bit codes: nibble | high
   bits << 4 into two 32-entry two-register lookups, picked by bit 5. AVX2: 5-bit codes by four 8-entry register
   lookups blended on bit 3 and then bit 4 (each moved to the sign bit a blend reads by a shift), or with
   `uniform` (values = code + an integer, q5_0 and q5_1: see clone_of) by building the code in bytes and
   converting it, the very float the table holds; 6-bit codes by a gather (faster there than 8 lookups and 7
   blends, and than turbo6's mirrored half: 4 lookups, 3 blends and a sign, measured in docs/speed.md). Elsewhere a
   table key per byte (lut.split_pair_table), as for 4 bits. */
static inline __attribute__((always_inline)) kvt_v16 decode16_split(const kvt_side *s, const uint8_t *restrict c,
                                                                    const uint8_t *restrict h, const int hbits,
                                                                    const int uniform, float f, float m) {
    const uint32_t hb = load_le(h, 2 * hbits);
#if defined(KVT_AVX512)
    (void)uniform;
    const __m128i bytes = _mm_loadl_epi64((const __m128i *)c);
    const __m512i wide = _mm512_cvtepu8_epi32(_mm_unpacklo_epi8(bytes, bytes));
    const __m512i nib = _mm512_srlv_epi32(wide, _mm512_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4, 0, 4));
    __m512 x;
    if (hbits == 1) {
        x = _mm512_permutexvar_ps(nib, _mm512_loadu_ps(s->values));
        x = _mm512_mask_permutexvar_ps(x, (__mmask16)hb, nib, _mm512_loadu_ps(s->values + 16));
    } else {
        const __m512i top = _mm512_srlv_epi32(_mm512_set1_epi32((int)hb), _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14,
                                              16, 18, 20, 22, 24, 26, 28, 30));
        /* (nib & 15) | top << 4: bits 0-4 index a 32-entry pair, bit 5 picks the pair; bits above are ignored */
        const __m512i idx = _mm512_ternarylogic_epi32(nib, _mm512_set1_epi32(15), _mm512_slli_epi32(top, 4), 0xEA);
        x = _mm512_permutex2var_ps(_mm512_loadu_ps(s->values), idx, _mm512_loadu_ps(s->values + 16));
        const __m512 upper = _mm512_permutex2var_ps(_mm512_loadu_ps(s->values + 32), idx, _mm512_loadu_ps(s->values + 48));
        x = _mm512_mask_blend_ps(_mm512_test_epi32_mask(top, _mm512_set1_epi32(2)), x, upper);
    }
    return scale16(x, f, m);
#elif defined(KVT_AVX2)
    if (uniform == KVT_UNIFORM) {
        const __m128i bytes = _mm_loadl_epi64((const __m128i *)c);
        /* The 16 codes as bytes at once, plus values[0] (within int8: see clone_of): the clean nibbles, plus 16
           where the value's plane bit is set (plane byte j / 8 spread to byte j, bit j % 8 compared). */
        const __m128i low4 = _mm_set1_epi8(0x0F);
        const __m128i nib = _mm_unpacklo_epi8(_mm_and_si128(bytes, low4), _mm_and_si128(_mm_srli_epi16(bytes, 4), low4));
        const __m128i bit = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
        const __m128i spread = _mm_shuffle_epi8(_mm_cvtsi32_si128((int)hb), _mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1,
                                                                                         1, 1, 1, 1, 1, 1));
        const int off = (int)s->values[0];
        const __m128i code = _mm_add_epi8(nib, _mm_blendv_epi8(_mm_set1_epi8((char)off), _mm_set1_epi8((char)(off + 16)),
                                                               _mm_cmpeq_epi8(_mm_and_si128(spread, bit), bit)));
        return (kvt_v16){scale8(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(code)), f, m),
                         scale8(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_srli_si128(code, 8))), f, m)};
    }
    const __m256i plane = _mm256_set1_epi32((int)hb);
    __m256 out[2];
    for (int half = 0; half < 2; half++) {
        /* a lane's code nibble in its low 4 bits (bits above: the next codes') */
        const __m256i idx = nibbles8(c, half);
        const int j0 = 8 * half;
        __m256 x;
        if (hbits == 2) { /* 64 entries: a gather (measured faster than 8 permutes and 7 blends) */
            const __m256i top = _mm256_srlv_epi32(plane, _mm256_setr_epi32(2 * j0, 2 * j0 + 2, 2 * j0 + 4, 2 * j0 + 6,
                                                                           2 * j0 + 8, 2 * j0 + 10, 2 * j0 + 12, 2 * j0 + 14));
            const __m256i code = _mm256_or_si256(_mm256_and_si256(idx, _mm256_set1_epi32(15)),
                                                 _mm256_and_si256(_mm256_slli_epi32(top, 4), _mm256_set1_epi32(0x30)));
            x = _mm256_i32gather_ps(s->values, code, 4);
        } else if (uniform == KVT_MIRRORED) {
            /* values[31 - c] = -values[c]: a code with bit 4 set reads entry ~c & 15 negated, so one 16-entry
               lookup (two 8-entry ones blended on bit 3) and a sign flip. b4: bit 4 (value j's plane bit j) at the
               sign, flip: all ones where it is set. */
            const __m256i b4 = _mm256_sllv_epi32(plane, _mm256_setr_epi32(31 - j0, 30 - j0, 29 - j0, 28 - j0, 27 - j0,
                                                                           26 - j0, 25 - j0, 24 - j0));
            const __m256i mirrored = _mm256_xor_si256(idx, _mm256_srai_epi32(b4, 31));
            x = _mm256_blendv_ps(_mm256_permutevar8x32_ps(_mm256_loadu_ps(s->values), mirrored),
                                 _mm256_permutevar8x32_ps(_mm256_loadu_ps(s->values + 8), mirrored),
                                 _mm256_castsi256_ps(_mm256_slli_epi32(mirrored, 28)));
            x = _mm256_xor_ps(x, _mm256_and_ps(_mm256_castsi256_ps(b4), _mm256_set1_ps(-0.f)));
        } else { /* 32 entries: four 8-entry lookups blended on bit 3, then on bit 4 (value j's plane bit j) */
            const __m256 b3 = _mm256_castsi256_ps(_mm256_slli_epi32(idx, 28));
            const __m256 b4 = _mm256_castsi256_ps(_mm256_sllv_epi32(plane, _mm256_setr_epi32(31 - j0, 30 - j0, 29 - j0,
                                                                    28 - j0, 27 - j0, 26 - j0, 25 - j0, 24 - j0)));
            __m256 q[2];
            for (int k = 0; k < 2; k++) /* 16-entry halves of the table */
                q[k] = _mm256_blendv_ps(_mm256_permutevar8x32_ps(_mm256_loadu_ps(s->values + 16 * k), idx),
                                        _mm256_permutevar8x32_ps(_mm256_loadu_ps(s->values + 16 * k + 8), idx), b3);
            x = _mm256_blendv_ps(q[0], q[1], b4);
        }
        out[half] = scale8(x, f, m);
    }
    return (kvt_v16){out[0], out[1]};
#else
    /* A table key per byte: its two nibbles and the two values' high bits above them, one copy per key. */
    (void)uniform;
    float x[LANES];
    const uint32_t pair = (1u << (2 * hbits)) - 1;
    for (int i = 0; i < LANES / 2; i++)
        memcpy(x + 2 * i, s->table + 2 * (c[i] | (((hb >> (2 * hbits * i)) & pair) << 8)), 2 * sizeof(float));
    return scale16(v16_load(x), f, m);
#endif
}

static inline __attribute__((always_inline)) kvt_v16 decode16_i8(const int8_t *restrict q, float f) {
#if defined(KVT_AVX512)
    const __m512 x = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128((const __m128i *)q)));
    return _mm512_mul_ps(x, _mm512_set1_ps(f));
#elif defined(KVT_AVX2)
    const __m256 vf = _mm256_set1_ps(f);
    const __m256i w0 = _mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)q));
    const __m256i w1 = _mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(q + 8)));
    return (kvt_v16){_mm256_mul_ps(_mm256_cvtepi32_ps(w0), vf), _mm256_mul_ps(_mm256_cvtepi32_ps(w1), vf)};
#else
    float x[LANES];
    for (int l = 0; l < LANES; l++) x[l] = (float)q[l];
    return v16_mul(v16_load(x), v16_splat(f));
#endif
}

/* Where one stored row's codes (and high bits) lie. */
typedef struct {
    const uint8_t *c, *h;
} kvt_row;

/* A side's rows [t0, t0+n) of one head: where their codes lie, and their block scales and minima (0 without)
   as floats, [n][nb], converted once for the chunk by a vector loop rather than once per block of each row. */
typedef struct {
    const uint8_t *c, *h;
    int64_t c_stride, h_stride;
    const float *f, *m;
    int nb;
} kvt_rows;

/* dst[x] = src[x] for x < count, fp16 to float (F16C converts 8 at once where the target has it). */
static inline void halves_to_floats(const _Float16 *restrict src, int count, float *restrict dst) {
    int x = 0;
#if (defined(KVT_AVX512) || defined(KVT_AVX2)) && defined(__F16C__)
    for (; x + 8 <= count; x += 8) _mm256_storeu_ps(dst + x, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(src + x))));
#endif
    for (; x < count; x++) dst[x] = (float)src[x];
}

static inline kvt_rows chunk_rows(const kvt_side *s, int64_t head, int64_t t0, int n, int D, float *restrict fbuf,
                                  float *restrict mbuf) {
    const int nb = D / s->block, count = n * nb;
    halves_to_floats(s->scale + head * s->head_scale + t0 * nb, count, fbuf);
    if (s->minv) {
        halves_to_floats(s->minv + head * s->head_scale + t0 * nb, count, mbuf);
    } else {
        memset(mbuf, 0, (size_t)count * sizeof(float));
    }
    const kvt_rows r = {s->codes + head * s->head_codes + t0 * s->code_bytes,
                        s->high ? s->high + head * s->head_high + t0 * s->high_bytes : NULL, s->code_bytes,
                        s->high_bytes, fbuf, mbuf, nb};
    return r;
}

/* Rows a pass asks the memory for ahead of the row it decodes: at depth the chunks come from memory (or a shared
   last-level cache), and a row's few bytes per stream (codes, high bits) are too little work for the hardware's
   prefetchers to run far enough ahead of on their own, the more so with two or three streams per side. */
#define PREFETCH_ROWS 32

/* Asks for rows [i, i + count) of a chunk's codes and high bits, one request per cache line (rows are contiguous
   within a head; lines past the head's last row are asked for harmlessly: a prefetch never faults). Into the
   second-level cache, not the first (locality 2, prefetcht1 on x86): requests into the first level hold its few
   line-fill buffers while they wait on memory, and the pass's own loads queue behind them. On a Sapphire Rapids
   Xeon a 30-layer SmolLM2 attention stack at 7,679 tokens took 12 % less time in q8_0 this way, the 4-bit formats
   the same (docs/speed.md). */
static inline __attribute__((always_inline)) void prefetch_rows(const kvt_rows *r, int i, int count) {
    const char *c = (const char *)(r->c + (int64_t)i * r->c_stride);
    for (int64_t o = 0; o < count * r->c_stride; o += 64) __builtin_prefetch(c + o, 0, 2);
    if (r->h) {
        const char *h = (const char *)(r->h + (int64_t)i * r->h_stride);
        for (int64_t o = 0; o < count * r->h_stride; o += 64) __builtin_prefetch(h + o, 0, 2);
    }
}

static inline __attribute__((always_inline)) kvt_row row_of(const kvt_rows *r, int i) {
    const kvt_row row = {r->c + i * r->c_stride, r->h ? r->h + i * r->h_stride : NULL};
    return row;
}

/* Values 16i..16i+15 of a row, scaled by its block's f and m (`bits` is a constant where this inlines), with the
   side's prepared lookup (lut_of). */
static inline __attribute__((always_inline)) kvt_v16 decode_group_with(const kvt_side *s, const kvt_lut *lut,
                                                                       const int bits, const kvt_row *r, int i,
                                                                       float f, float m) {
    switch (bits) {
    case 8: return decode16_i8((const int8_t *)r->c + LANES * i, f); /* int8 rows have no minimum */
    case 4: return decode16_u4(s, lut, r->c + 8 * i, 0, f, m);
    case KVT_UNIFORM4: return decode16_u4(s, lut, r->c + 8 * i, KVT_UNIFORM, f, m);
    case KVT_INT8_4: return decode16_u4(s, lut, r->c + 8 * i, KVT_INT8, f, m);
    case KVT_MIRRORED4: return decode16_u4(s, lut, r->c + 8 * i, KVT_MIRRORED, f, m);
    case 5:
    case 6: return decode16_split(s, r->c + 8 * i, r->h + (bits - 4) * 2 * i, bits - 4, 0, f, m);
    case KVT_UNIFORM5: return decode16_split(s, r->c + 8 * i, r->h + 2 * i, 1, KVT_UNIFORM, f, m);
    case KVT_MIRRORED5: return decode16_split(s, r->c + 8 * i, r->h + 2 * i, 1, KVT_MIRRORED, f, m);
    case 56: return decode16_split(s, r->c + 8 * i, r->h + (s->bits - 4) * 2 * i, s->bits - 4, 0, f, m);
    default: return decode16_u3(s, r->c + 6 * i, f, m);
    }
}

/* A vector's first reduction step, what a row's partial vector is kept as until 16 rows are reduced together (half
   the registers or memory with AVX2 and elsewhere): AVX2 adds its two halves, NEON and the portable build their four
   quarters; a zmm stays as it is. */
#if defined(KVT_AVX512)
typedef __m512 kvt_part;
static inline kvt_part part_of(kvt_v16 v) { return v; }
#elif defined(KVT_AVX2)
typedef __m256 kvt_part;
static inline kvt_part part_of(kvt_v16 v) { return _mm256_add_ps(v.lo, v.hi); }
#else
typedef kvt_v4 kvt_part;
static inline kvt_part part_of(kvt_v16 v) { return (v.p[0] + v.p[1]) + (v.p[2] + v.p[3]); }
#endif

#if defined(KVT_AVX512)
/* The last levels of part_sums16: from 4 vectors whose 128-bit block j of l2[k] holds row 4k+j's 4 partial sums, the
   16 rows' sums with row b + 4j in lane 4b + j (rows_of_quads puts them in order; it is its own inverse). */
static inline __attribute__((always_inline)) __m512 quad_sums16(const __m512 *l2) {
    __m512 l3[2];
    for (int k = 0; k < 2; k++) /* block b: rows 8k+b and 8k+4+b, 2 partial sums each */
        l3[k] = _mm512_add_ps(_mm512_shuffle_ps(l2[2 * k], l2[2 * k + 1], _MM_SHUFFLE(1, 0, 1, 0)),
                              _mm512_shuffle_ps(l2[2 * k], l2[2 * k + 1], _MM_SHUFFLE(3, 2, 3, 2)));
    return _mm512_add_ps(_mm512_shuffle_ps(l3[0], l3[1], _MM_SHUFFLE(2, 0, 2, 0)),
                         _mm512_shuffle_ps(l3[0], l3[1], _MM_SHUFFLE(3, 1, 3, 1)));
}

static inline __m512i rows_of_quads(void) { return _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15); }
#endif

/* The lane sums of 16 vectors' parts, as one vector: out[r] = sum over lanes of p[r]. A transpose-add tree (each
   level adds two shuffles of a pair, halving the lanes per row) instead of a horizontal sum per row. */
static inline __attribute__((always_inline)) kvt_v16 part_sums16(const kvt_part *p) {
#if defined(KVT_AVX512)
    __m512 l1[8], l2[4];
    for (int k = 0; k < 8; k++) { /* rows 2k, 2k+1: 8 partial sums each */
        const __m512 a = p[2 * k], b = p[2 * k + 1];
        l1[k] = _mm512_add_ps(_mm512_shuffle_f32x4(a, b, _MM_SHUFFLE(1, 0, 1, 0)),
                              _mm512_shuffle_f32x4(a, b, _MM_SHUFFLE(3, 2, 3, 2)));
    }
    for (int k = 0; k < 4; k++) /* rows 4k..4k+3, one 128-bit block each: 4 partial sums */
        l2[k] = _mm512_add_ps(_mm512_shuffle_f32x4(l1[2 * k], l1[2 * k + 1], _MM_SHUFFLE(2, 0, 2, 0)),
                              _mm512_shuffle_f32x4(l1[2 * k], l1[2 * k + 1], _MM_SHUFFLE(3, 1, 3, 1)));
    return _mm512_permutexvar_ps(rows_of_quads(), quad_sums16(l2));
#elif defined(KVT_AVX2)
    __m256 out[2];
    for (int half = 0; half < 2; half++) { /* rows 8 half .. 8 half + 7 (8 lanes each): hadd */
        const __m256 *w = p + 8 * half;
        const __m256 u0 = _mm256_hadd_ps(_mm256_hadd_ps(w[0], w[1]), _mm256_hadd_ps(w[2], w[3]));
        const __m256 u1 = _mm256_hadd_ps(_mm256_hadd_ps(w[4], w[5]), _mm256_hadd_ps(w[6], w[7]));
        out[half] = _mm256_add_ps(_mm256_permute2f128_ps(u0, u1, 0x20), _mm256_permute2f128_ps(u0, u1, 0x31));
    }
    return (kvt_v16){out[0], out[1]};
#else
    float out[LANES];
    for (int r = 0; r < LANES; r++) out[r] = (p[r][0] + p[r][1]) + (p[r][2] + p[r][3]);
    return v16_load(out);
#endif
}

/* The lane sums of 16 vectors, as one vector: out[r] = sum over lanes of p[r]. */
static inline kvt_v16 lane_sums16(const kvt_v16 *p) {
    kvt_part q[LANES];
    for (int r = 0; r < LANES; r++) q[r] = part_of(p[r]);
    return part_sums16(q);
}

/* Keys of 4-bit codes in pairs of groups (a block's 16 bytes at once, where blocks and rows are multiples of 32
   values): the bytes are widened to lanes once and each lane's low nibble and high nibble are looked up directly, so
   the 32 values come out as the block's even-numbered values and its odd-numbered ones (no unpack of the nibbles into
   order); the query is stored in that order once per pass (key_rows), and the dot product's terms are the same.
   Scales go on the lookup table, once per block (values * f + m, the same fused rounding as each value's, so the same
   floats), instead of on every 16 values. KVT_KEY_PAIRS: the clones that take this path. */
#if defined(KVT_AVX512)
#define KVT_KEY_PAIRS(BITS) ((BITS) == 4)
typedef __m512 kvt_table;
static inline kvt_table table_of(const kvt_side *s) { return _mm512_loadu_ps(s->values); }
static inline __attribute__((always_inline)) kvt_table table_scaled(kvt_table t, float f, float m) {
    return _mm512_fmadd_ps(t, _mm512_set1_ps(f), _mm512_set1_ps(m));
}
static inline __attribute__((always_inline)) void decode32_u4(const uint8_t *restrict c, const int kind, kvt_table t,
                                                              float f, float m, kvt_v16 *even, kvt_v16 *odd) {
    (void)kind, (void)f, (void)m;
    const __m512i wide = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)c)); /* vpermps reads the low 4 bits */
    *even = _mm512_permutexvar_ps(wide, t);
    *odd = _mm512_permutexvar_ps(_mm512_srli_epi32(wide, 4), t);
}
/* 32 query values as decode32_u4 gives the codes: the even-numbered ones, then the odd. */
static inline void pair_order(const float *restrict q, float *restrict out) {
    const __m512 a = _mm512_loadu_ps(q), b = _mm512_loadu_ps(q + 16);
    const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    _mm512_storeu_ps(out, _mm512_permutex2var_ps(a, even, b));
    _mm512_storeu_ps(out + 16, _mm512_permutex2var_ps(a, _mm512_add_epi32(even, _mm512_set1_epi32(1)), b));
}
#elif defined(KVT_AVX2)
#define KVT_KEY_PAIRS(BITS) ((BITS) == 4 || (BITS) == KVT_UNIFORM4 || (BITS) == KVT_MIRRORED4)
static inline void pair_order(const float *restrict q, float *restrict out) {
    for (int h = 0; h < 2; h++) { /* 16 values: shufps picks each 128-bit lane's evens (odds), vpermpd orders the lanes */
        const __m256 a = _mm256_loadu_ps(q + 16 * h), b = _mm256_loadu_ps(q + 16 * h + 8);
        _mm256_storeu_ps(out + 8 * h, _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(a, b, 0x88)), 0xD8)));
        _mm256_storeu_ps(out + 16 + 8 * h, _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(a, b, 0xDD)), 0xD8)));
    }
}
typedef struct {
    __m256 lo, hi;
} kvt_table;
static inline kvt_table table_of(const kvt_side *s) {
    return (kvt_table){_mm256_loadu_ps(s->values), _mm256_loadu_ps(s->values + 8)};
}
static inline __attribute__((always_inline)) kvt_table table_scaled(kvt_table t, float f, float m) {
    const __m256 vf = _mm256_set1_ps(f), vm = _mm256_set1_ps(m);
    return (kvt_table){_mm256_fmadd_ps(t.lo, vf, vm), _mm256_fmadd_ps(t.hi, vf, vm)};
}
/* 8 codes, one per lane in its low 4 bits (bits above: zero or the next code's), to values: KVT_UNIFORM by converting
   the code (decode16_u4's reason), any other table by two 8-entry lookups blended on bit 3 (fewer instructions than
   the mirrored half's sign flip). */
static inline __attribute__((always_inline)) __m256 lookup8_u4(__m256i idx, const int kind, kvt_table t, __m256 vf,
                                                               __m256 vm0, const int clean) {
    if (kind == KVT_UNIFORM) /* clean: nothing above the code (a high nibble) */
        return _mm256_fmadd_ps(_mm256_cvtepi32_ps(clean ? idx : _mm256_and_si256(idx, _mm256_set1_epi32(15))), vf, vm0);
    return _mm256_blendv_ps(_mm256_permutevar8x32_ps(t.lo, idx), _mm256_permutevar8x32_ps(t.hi, idx),
                            _mm256_castsi256_ps(_mm256_slli_epi32(idx, 28)));
}
static inline __attribute__((always_inline)) void decode32_u4(const uint8_t *restrict c, const int kind, kvt_table t,
                                                              float f, float m, kvt_v16 *even, kvt_v16 *odd) {
    __m256 vf = _mm256_setzero_ps(), vm0 = vf;
    if (kind == KVT_UNIFORM) /* t: the unscaled table, values[0] its first lane */
        vf = _mm256_set1_ps(f), vm0 = _mm256_fmadd_ps(_mm256_set1_ps(_mm256_cvtss_f32(t.lo)), vf, _mm256_set1_ps(m));
    const __m256i w0 = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)c));
    const __m256i w1 = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(c + 8)));
    *even = (kvt_v16){lookup8_u4(w0, kind, t, vf, vm0, 0), lookup8_u4(w1, kind, t, vf, vm0, 0)};
    *odd = (kvt_v16){lookup8_u4(_mm256_srli_epi32(w0, 4), kind, t, vf, vm0, 1),
                     lookup8_u4(_mm256_srli_epi32(w1, 4), kind, t, vf, vm0, 1)};
}
#else
#define KVT_KEY_PAIRS(BITS) 0
#endif

/* Keys: the scores of tokens [t0, t0+n) for the G query heads, s[g][i] (-inf where masked). Each row is
   decoded 16 values at a time in registers and each group is multiplied into G partial vectors (one per query
   head, summed over the head dimension lane by lane); 16 rows' partial vectors are then reduced together
   (lane_sums16), so no row ends in a horizontal sum. `unscaled` (a constant): the rows have one block each and no
   minimum, so the groups are summed as the table's values and the 16 sums multiplied by their rows' scales at once,
   which saves the decode's product per group. `DC`, `BC`: the head dimension and block size as constants (0: read
   at run time), so that the common shapes' group loop unrolls and each group's block is known at compile time
   (the loop's counter, bound and block lookup cost as many instructions per group as the decode). */
static inline __attribute__((always_inline)) void key_rows(const float *restrict q, const kvt_side *k, const int bits,
                                                           const kvt_rows *rows_k, const int G, const int D_run, int n,
                                                           const uint8_t *restrict mk, float scaling,
                                                           float s[][CHUNK], const int unscaled, const int DC,
                                                           const int BC) {
    const int D = DC ? DC : D_run, nb = rows_k->nb, per = (BC ? BC : k->block) / LANES, groups = D / LANES;
    int blk[MAX_D / LANES]; /* each group's block where it is not a constant (one loop over the groups, not one per block) */
    for (int gi = 0; gi < groups; gi++) blk[gi] = gi / per;
    const kvt_lut lut = lut_of(k, bits);
#if defined(KVT_AVX512) || defined(KVT_AVX2)
    /* 4-bit codes a block at a time (decode32_u4), with the query's blocks stored as their even values, then odd */
    const int pairs = KVT_KEY_PAIRS(bits) && DC && (unscaled || BC % 32 == 0);
    float qp[pairs ? HEADS_PER_PASS * MAX_D : 1];
    for (int g = 0; pairs && g < G; g++)
        for (int x = 0; x < D; x += 32) pair_order(q + (int64_t)g * D + x, qp + g * D + x);
    const float *restrict qk = pairs ? qp : q;
    kvt_table t0; /* read only where the side has a table (8-bit codes have none) */
    memset(&t0, 0, sizeof t0);
    if (pairs) t0 = table_of(k);
#else
    const int pairs = 0;
    const float *restrict qk = q;
#endif
    kvt_part part[HEADS_PER_PASS][LANES];
    for (int base = 0; base < n; base += LANES) {
        prefetch_rows(rows_k, base + PREFETCH_ROWS, LANES);
#pragma GCC unroll 1 /* one row's body, not sixteen copies */
        for (int r = 0; r < LANES; r++) {
            const int i = base + r;
            kvt_v16 a[HEADS_PER_PASS];
            for (int g = 0; g < G; g++) a[g] = v16_zero(); /* a masked row's; dead where the first group's products land */
            if (i < n && !(mk && !mk[i])) {
                const kvt_row row = row_of(rows_k, i);
                const float *restrict fr = rows_k->f + (int64_t)i * (BC ? D / BC : nb),
                                      *restrict mr = rows_k->m + (int64_t)i * (BC ? D / BC : nb);
#if defined(KVT_AVX512) || defined(KVT_AVX2)
                for (int pi = 0; pairs && pi < D / 32; pi++) {
                    const int b = 2 * pi / per, uniform = bits == KVT_UNIFORM4;
                    const float f = unscaled ? 1.f : fr[b], m = unscaled ? 0.f : mr[b];
                    const kvt_table t = unscaled || uniform ? t0 : table_scaled(t0, f, m);
                    kvt_v16 even, odd;
                    decode32_u4(row.c + 16 * pi, uniform ? KVT_UNIFORM : 0, t, f, m, &even, &odd);
                    for (int g = 0; g < G; g++) {
                        const float *restrict qg = qk + g * D + 32 * pi;
                        a[g] = DC && pi == 0 ? v16_mul(even, v16_load(qg)) : v16_fma(even, v16_load(qg), a[g]);
                        a[g] = v16_fma(odd, v16_load(qg + LANES), a[g]);
                    }
                }
#endif
                for (int gi = 0; !pairs && gi < groups; gi++) {
                    const int b = DC && BC ? gi / per : blk[gi];
                    const kvt_v16 x = unscaled ? decode_group_with(k, &lut, bits, &row, gi, 1.f, 0.f)
                                               : decode_group_with(k, &lut, bits, &row, gi, fr[b], mr[b]);
                    /* unrolled (DC): the first group's products start the sums (no zeroed registers to add them to) */
                    for (int g = 0; g < G; g++)
                        a[g] = DC && gi == 0 ? v16_mul(x, v16_load(qk + (int64_t)g * D))
                                       : v16_fma(x, v16_load(qk + (int64_t)g * D + LANES * gi), a[g]);
                }
            }
            for (int g = 0; g < G; g++) part[g][r] = part_of(a[g]);
        }
        const int rows = n - base < LANES ? n - base : LANES;
        /* unscaled: the 16 rows' scales (one per row; lanes past n read the buffer's unused tail and are dropped) */
        const kvt_v16 scale = unscaled ? v16_mul(v16_load(rows_k->f + base), v16_splat(scaling)) : v16_splat(scaling);
        for (int g = 0; g < G; g++) {
            float sums[LANES];
            v16_store(sums, v16_mul(part_sums16(part[g]), scale));
            for (int r = 0; r < rows; r++) s[g][base + r] = mk && !mk[base + r] ? -INFINITY : sums[r];
        }
    }
}

/* The decodes that end in a scale key_rows can drop (a table lookup's values times the scale), for which an unscaled
   clone is worth its code. */
#define KVT_SCALES_AFTER(BITS)                                                                                     \
    ((BITS) == 3 || (BITS) == 4 || (BITS) == 5 || (BITS) == 6 || (BITS) == KVT_MIRRORED4 || (BITS) == KVT_MIRRORED5 || \
     (BITS) == KVT_INT8_4)

/* The clones whose key rows get copies for the common head dimensions (64, 128): with blocks of 32 (q8_0, q4_0, q4_1;
   iq4_nl where it is plain 4-bit) and with one unscaled block per row (turbo4). Each copy costs compile time. */
#if defined(KVT_AVX2)
#define KVT_SHAPED(BITS, UNSCALED) ((UNSCALED) ? (BITS) == KVT_MIRRORED4 || (BITS) == 3 : (BITS) == 8 || (BITS) == KVT_UNIFORM4)
#define KVT_SHAPED_128 0
#else
#define KVT_SHAPED(BITS, UNSCALED) ((UNSCALED) ? (BITS) == 4 || (BITS) == 3 : (BITS) == 8 || (BITS) == 4)
#define KVT_SHAPED_128 1
#endif

static inline __attribute__((always_inline)) void key_scores(const float *restrict q, const kvt_side *k, const int bits,
                                                             const kvt_rows *rows_k, const int G, const int D, int n,
                                                             const uint8_t *restrict mk, float scaling,
                                                             float s[][CHUNK]) {
    if (KVT_SCALES_AFTER(bits) && rows_k->nb == 1 && !k->minv) {
        if (KVT_SHAPED(bits, 1) && D == 64)
            key_rows(q, k, bits, rows_k, G, D, n, mk, scaling, s, 1, 64, 0);
        else if (KVT_SHAPED(bits, 1) && KVT_SHAPED_128 && D == 128)
            key_rows(q, k, bits, rows_k, G, D, n, mk, scaling, s, 1, 128, 0);
        else
            key_rows(q, k, bits, rows_k, G, D, n, mk, scaling, s, 1, 0, 0);
    } else if (KVT_SHAPED(bits, 0) && k->block == 32 && D == 64) {
        key_rows(q, k, bits, rows_k, G, D, n, mk, scaling, s, 0, 64, 32);
    } else if (KVT_SHAPED(bits, 0) && KVT_SHAPED_128 && k->block == 32 && D == 128) {
        key_rows(q, k, bits, rows_k, G, D, n, mk, scaling, s, 0, 128, 32);
    } else {
        key_rows(q, k, bits, rows_k, G, D, n, mk, scaling, s, 0, 0, 0);
    }
}

/* Values: acc[g] = sum_i s[g][i] * v_i over the unmasked tokens, for the G query heads. The outputs stay in
   registers across the chunk's tokens, TG groups of 16 values at a time (G * TG vectors), and are written
   once; each value row is decoded once per group, in registers. `unscaled` (a constant): the weights s[g][i]
   already carry row i's scale (one block per row, no minimum: attend_unit), so the groups are added as the table's
   values, which saves the decode's product per group. */
static inline __attribute__((always_inline)) void value_tiles(const kvt_side *v, const int bits,
                                                              const kvt_rows *rows_v, const int G, const int D,
                                                              const int TG, int first, int last, int n,
                                                              const uint8_t *restrict mk, float s[][CHUNK],
                                                              float *restrict acc, const int unscaled) {
    const int nb = rows_v->nb, per = v->block / LANES;
    const kvt_lut lut = lut_of(v, bits);
    for (int tile = first; tile < last; tile += TG) {
        kvt_v16 o[HEADS_PER_PASS][MAX_TG];
        for (int g = 0; g < G; g++)
            for (int e = 0; e < TG; e++) o[g][e] = v16_zero();
        int blk[MAX_TG]; /* each group's block, found once per tile (not a division per row) */
        for (int e = 0; e < TG; e++) blk[e] = (tile + e) / per;
        for (int i = 0; i < n; i++) {
            if (tile == first && i % LANES == 0) prefetch_rows(rows_v, i + PREFETCH_ROWS, LANES);
            if (mk && !mk[i]) continue;
            const kvt_row row = row_of(rows_v, i);
            const float *restrict fr = rows_v->f + (int64_t)i * nb, *restrict mr = rows_v->m + (int64_t)i * nb;
            for (int e = 0; e < TG; e++) {
                const int gi = tile + e;
                const kvt_v16 x = unscaled ? decode_group_with(v, &lut, bits, &row, gi, 1.f, 0.f)
                                           : decode_group_with(v, &lut, bits, &row, gi, fr[blk[e]], mr[blk[e]]);
                for (int g = 0; g < G; g++) o[g][e] = v16_fma(x, v16_splat(s[g][i]), o[g][e]);
            }
        }
        for (int g = 0; g < G; g++)
            for (int e = 0; e < TG; e++) v16_store(acc + (int64_t)g * D + LANES * (tile + e), o[g][e]);
    }
}

#if defined(KVT_AVX512)
/* 4- and 5-bit codes on AVX-512 with blocks of 32 or more: value_tiles' work in pairs of groups. 16 bytes of nibbles
   widen to 16 lanes once, and each lane's low and high nibble are looked up directly: the 32 values come out as the
   even-numbered ones and the odd-numbered ones (5-bit codes: the plane's even and odd bits, by pext, are the two lookups'
   masks), which saves the unpack, a widening and a shift per 16 values against decode16_u4. Each pair of output groups is
   accumulated in the same split order and interleaved once per tile, so every output still sums its weighted values
   token by token. */
#if defined(__BMI2__)
#define KVT_PAIRS(BITS) ((BITS) == 4 || (BITS) == 5)
#else
#define KVT_PAIRS(BITS) ((BITS) == 4)
#endif

static inline __attribute__((always_inline)) void value_pairs(const kvt_side *v, const int bits,
                                                              const kvt_rows *rows_v, const int G, const int TG,
                                                              int first, int last, int n, const uint8_t *restrict mk,
                                                              float s[][CHUNK], float *restrict acc, const int D,
                                                              const int unscaled) {
    const int nb = rows_v->nb, per = v->block / LANES;
    const __m512 t0 = _mm512_loadu_ps(v->values), t1 = bits == 5 ? _mm512_loadu_ps(v->values + 16) : t0;
    for (int tile = first; tile < last; tile += TG) {
        __m512 o[HEADS_PER_PASS][MAX_TG]; /* per pair of groups: the even-numbered values, then the odd */
        for (int g = 0; g < G; g++)
            for (int e = 0; e < TG; e++) o[g][e] = _mm512_setzero_ps();
        int blk[MAX_TG];
        for (int e = 0; e < TG; e += 2) blk[e] = (tile + e) / per;
        for (int i = 0; i < n; i++) {
            if (tile == first && i % LANES == 0) prefetch_rows(rows_v, i + PREFETCH_ROWS, LANES);
            if (mk && !mk[i]) continue;
            const uint8_t *restrict c = rows_v->c + (int64_t)i * rows_v->c_stride;
            const float *restrict fr = rows_v->f + (int64_t)i * nb, *restrict mr = rows_v->m + (int64_t)i * nb;
            __m512 w[HEADS_PER_PASS];
            for (int g = 0; g < G; g++) w[g] = _mm512_set1_ps(s[g][i]);
            for (int e = 0; e < TG; e += 2) {
                const int gi = tile + e;
                const __m512i wide = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(c + 8 * gi)));
                const __m512i high_nibble = _mm512_srli_epi32(wide, 4);
                /* 4-bit codes: the block's scale and minimum on the table, once per pair (the same fused rounding) */
                const __m512 t = !unscaled && bits == 4 ? _mm512_fmadd_ps(t0, _mm512_set1_ps(fr[blk[e]]),
                                                                          _mm512_set1_ps(mr[blk[e]]))
                                                        : t0;
                __m512 even = _mm512_permutexvar_ps(wide, t), odd = _mm512_permutexvar_ps(high_nibble, t);
#if defined(__BMI2__)
                if (bits == 5) {
                    const uint32_t hb = load_le(rows_v->h + (int64_t)i * rows_v->h_stride + 2 * gi, 4);
                    even = _mm512_mask_permutexvar_ps(even, (__mmask16)_pext_u32(hb, 0x55555555u), wide, t1);
                    odd = _mm512_mask_permutexvar_ps(odd, (__mmask16)_pext_u32(hb, 0xAAAAAAAAu), high_nibble, t1);
                }
#endif
                if (!unscaled && bits != 4) {
                    const __m512 f = _mm512_set1_ps(fr[blk[e]]), m = _mm512_set1_ps(mr[blk[e]]);
                    even = _mm512_fmadd_ps(even, f, m), odd = _mm512_fmadd_ps(odd, f, m);
                }
                for (int g = 0; g < G; g++) {
                    o[g][e] = _mm512_fmadd_ps(even, w[g], o[g][e]);
                    o[g][e + 1] = _mm512_fmadd_ps(odd, w[g], o[g][e + 1]);
                }
            }
        }
        const __m512i first16 = _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
        const __m512i second16 = _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
        for (int g = 0; g < G; g++)
            for (int e = 0; e < TG; e += 2) {
                float *restrict out = acc + (int64_t)g * D + LANES * (tile + e);
                _mm512_storeu_ps(out, _mm512_permutex2var_ps(o[g][e], first16, o[g][e + 1]));
                _mm512_storeu_ps(out + LANES, _mm512_permutex2var_ps(o[g][e], second16, o[g][e + 1]));
            }
    }
}
#else
#define KVT_PAIRS(BITS) 0
#endif

static inline __attribute__((always_inline)) void value_sums(const kvt_side *v, const int bits,
                                                             const kvt_rows *rows_v, const int G, const int D,
                                                             const int TG, int first, int last, int n,
                                                             const uint8_t *restrict mk, float s[][CHUNK],
                                                             float *restrict acc, const int unscaled) {
#if defined(KVT_AVX512)
    if (KVT_PAIRS(bits) && TG % 2 == 0 && v->block % (2 * LANES) == 0) { /* a pair of groups lies in one block */
        if (unscaled)
            value_pairs(v, bits, rows_v, G, TG, first, last, n, mk, s, acc, D, 1);
        else
            value_pairs(v, bits, rows_v, G, TG, first, last, n, mk, s, acc, D, 0);
        return;
    }
#endif
    if (KVT_SCALES_AFTER(bits) && unscaled)
        value_tiles(v, bits, rows_v, G, D, TG, first, last, n, mk, s, acc, 1);
    else
        value_tiles(v, bits, rows_v, G, D, TG, first, last, n, mk, s, acc, 0);
}

/* The 4-bit clones only AVX2 decodes differently (clone_of). */
#ifdef KVT_AVX2
#define KVT_CLONES4(CALL)                                                                                          \
    case KVT_UNIFORM4: CALL(KVT_UNIFORM4); break;                                                                  \
    case KVT_INT8_4: CALL(KVT_INT8_4); break;                                                                      \
    case KVT_MIRRORED4: CALL(KVT_MIRRORED4); break;
#else
#define KVT_CLONES4(CALL)
#endif

/* The code width as a constant in each clone (one loop per width, and one for uniform 5-bit codes: see clone_of). */
#define KVT_BY_BITS(BITS, CALL)                                                                                    \
    switch (BITS) {                                                                                                \
    case 8: CALL(8); break;                                                                                        \
    case 4: CALL(4); break;                                                                                        \
    case 5: CALL(5); break;                                                                                        \
    case 6: CALL(6); break;                                                                                        \
    case KVT_UNIFORM5: CALL(KVT_UNIFORM5); break;                                                                  \
    case KVT_MIRRORED5: CALL(KVT_MIRRORED5); break;                                                                \
    default: CALL(3); break;                                                                                       \
    }

/* The same with the 4-bit clones too (clone_of's answers, which decode steps and prompt chunks dispatch alike). */
#define KVT_BY_CLONE(BITS, CALL)                                                                                   \
    switch (BITS) {                                                                                                \
    KVT_CLONES4(CALL)                                                                                              \
    default: KVT_BY_BITS(BITS, CALL)                                                                               \
    }

#ifdef KVT_AVX2
/* values[n - 1 - c] = -values[c] for every c, bit for bit. */
static int mirrored(const float *values, int n) {
    int same = 1;
    for (int i = 0; i < n / 2 && same; i++) {
        uint32_t a, b;
        memcpy(&a, values + i, 4), memcpy(&b, values + n - 1 - i, 4);
        same = a == (b ^ 0x80000000u);
    }
    return same;
}

/* An integer within int8 (and not -0, which converts back to +0). */
static int int8_valued(float v) { return v >= -128.f && v <= 127.f && v == (float)(int)v && !(v == 0.f && signbit(v)); }
#endif

/* The clone that decodes a side: its code width, or on AVX2 a cheaper decode the table allows, each giving the very
   floats of the lookup: KVT_UNIFORM4 / KVT_UNIFORM5 for 4- / 5-bit codes whose values are the code plus an integer
   (q4_0: code - 8, q4_1: code; q5_0: code - 16, q5_1: code), decoded by integer arithmetic and conversion with no
   lookup (integers this small are exact in float32); KVT_INT8_4 for 4-bit integer values within int8 (iq4_nl),
   one vpshufb; KVT_MIRRORED4 / KVT_MIRRORED5 for a codebook with values[last - c] = -values[c] bit for bit (turbo's
   Lloyd-Max codebooks), half the table and a sign flip. Read off the table itself, so a table that is not exactly
   so takes the lookup. (AVX-512's one-register lookup costs no more; the portable one neither.) */
static int clone_of(const kvt_side *s) {
#ifdef KVT_AVX2
    if (s->bits == 4) {
        const float v0 = s->values[0];
        /* v0 within int8 (so v0 * f is exact) and 0 where there is a minimum: decode16_u4's reason */
        int uniform = int8_valued(v0) && (v0 == 0.f || !s->minv);
        for (int i = 1; uniform && i < 16; i++) uniform = s->values[i] == v0 + (float)i;
        if (uniform) return KVT_UNIFORM4;
        int int8 = 1;
        for (int i = 0; i < 16 && int8; i++) int8 = int8_valued(s->values[i]);
        if (int8) return KVT_INT8_4;
        if (mirrored(s->values, 16)) return KVT_MIRRORED4;
    }
    if (s->bits == 5) {
        const float v0 = s->values[0];
        /* values[0] + 31 within int8 (the AVX2 path adds it to the code bytes) */
        int uniform = int8_valued(v0) && v0 <= 96.f;
        for (int i = 1; uniform && i < 32; i++) uniform = s->values[i] == v0 + (float)i;
        if (uniform) return KVT_UNIFORM5;
        if (mirrored(s->values, 32)) return KVT_MIRRORED5;
    }
#endif
    return s->bits;
}

/* The decoders of a prompt chunk's two sides (clone_of's, those a decode step takes), chosen once per call. */
typedef struct {
    int k, v;
} kvt_clones;

static kvt_clones clones_of(const kvt_side *k, const kvt_side *v) {
    const kvt_clones c = {clone_of(k), clone_of(v)};
    return c;
}

/* Keys of query heads [0, GB) in clones with GB constant (so the partial vectors are registers). One function per
   GB, as for the values: gcc's time grows faster than a function's size, and one function holding every clone of
   every head count made a build take half a minute (gcc 12, -O3, a 2-core AMD EPYC: 28 s native, 32 s avx2, 62 s
   scalar; split 14, 17 and 20 s). */
#define KVT_KEYS(BITS) key_scores(q, k, BITS, rows, N, D, n, mk, scaling, s)
#define KVT_KEYS_GB(GBN)                                                                                           \
    static __attribute__((noinline)) void keys_pass_##GBN(const float *q, const kvt_side *k, const kvt_rows *rows, \
                                                          int D, int n, const uint8_t *mk, float scaling,           \
                                                          float s[][CHUNK]) {                                      \
        const int N = GBN;                                                                                         \
        KVT_BY_CLONE(clone_of(k), KVT_KEYS)                                                                        \
    }
KVT_KEYS_GB(1)
KVT_KEYS_GB(2)
KVT_KEYS_GB(3)
KVT_KEYS_GB(4)
#undef KVT_KEYS_GB
#undef KVT_KEYS

static void keys_pass(const float *q, const kvt_side *k, const kvt_rows *rows, int GB, int D, int n,
                      const uint8_t *mk, float scaling, float s[][CHUNK]) {
    switch (GB) {
    case 1: keys_pass_1(q, k, rows, D, n, mk, scaling, s); break;
    case 2: keys_pass_2(q, k, rows, D, n, mk, scaling, s); break;
    case 3: keys_pass_3(q, k, rows, D, n, mk, scaling, s); break;
    case 4: keys_pass_4(q, k, rows, D, n, mk, scaling, s); break;
    }
}

/* Values of query heads [0, GB): groups of 16 outputs in tiles of TG (as many as registers allow), the groups a
   whole tile leaves over one at a time; one function per GB (see keys_pass). The rows come by value and the weights
   and outputs as restrict, so the compiler sees what it saw when this was inlined into attend_unit (the row pointers
   fixed for the chunk, the weights unaliased by the outputs): per call the AVX2 build executes at most 0.3 % more
   instructions than inlined and up to 11 % fewer (callgrind, benchmarks/kernel_instructions.py, SmolLM2's and the
   8B shape at depth 4096), where a pointer to the rows cost up to 7 % more. */
#define KVT_VALUES(BITS) value_sums(v, BITS, rows, N, D, TG, first, last, n, mk, s, acc, unscaled)
#define TILE(GBN) (ACC_VECTORS / (GBN) >= MAX_TG ? MAX_TG : ACC_VECTORS / (GBN) >= 2 ? 2 : 1)
#define KVT_VALUES_GB(GBN)                                                                                         \
    static __attribute__((noinline)) void values_pass_##GBN(const kvt_side *v, const kvt_rows rows_copy, int D,    \
                                                            int n, const uint8_t *restrict mk,                     \
                                                            float (*restrict s)[CHUNK], float *restrict acc,       \
                                                            int unscaled) {                                        \
        const kvt_rows *rows = &rows_copy;                                                                         \
        const int groups = D / LANES;                                                                              \
        const int N = GBN;                                                                                         \
        int first = 0, last = groups / TILE(GBN) * TILE(GBN);                                                      \
        {                                                                                                          \
            const int TG = TILE(GBN);                                                                              \
            KVT_BY_CLONE(clone_of(v), KVT_VALUES)                                                                  \
        }                                                                                                          \
        if (last < groups && TILE(GBN) > 1) {                                                                      \
            const int TG = 1;                                                                                      \
            first = last, last = groups;                                                                           \
            KVT_BY_CLONE(clone_of(v), KVT_VALUES)                                                                  \
        }                                                                                                          \
    }
KVT_VALUES_GB(1)
KVT_VALUES_GB(2)
KVT_VALUES_GB(3)
KVT_VALUES_GB(4)
#undef KVT_VALUES_GB
#undef TILE
#undef KVT_VALUES

static void values_pass(const kvt_side *v, const kvt_rows *rows, int GB, int D, int n, const uint8_t *mk,
                        float s[][CHUNK], float *acc, int unscaled) {
    switch (GB) {
    case 1: values_pass_1(v, *rows, D, n, mk, s, acc, unscaled); break;
    case 2: values_pass_2(v, *rows, D, n, mk, s, acc, unscaled); break;
    case 3: values_pass_3(v, *rows, D, n, mk, s, acc, unscaled); break;
    case 4: values_pass_4(v, *rows, D, n, mk, s, acc, unscaled); break;
    }
}

/* ---------------------------------------------------------------------------------------------------------
   Keys scored with the query quantized to int8 (kvt_side.qdot on the key side; decode steps only, the prefill entry
   keeps float scores). Each query row is quantized once per call, per block of 32 values (the key format's block):
   d = max|x| / 127, q = round-to-nearest-even(x * 127 / max|x|), so every q lies in [-127, 127] (a block of zeros
   gets d = 0 and q = 0). A stored key row's block of 32 integer values a_j (q8_0: its int8 codes; 4-bit codes: the
   code values, integers within int8: q4_0 code - 8, q4_1 the code, iq4_nl its table; 5-bit codes likewise over 32
   entries: q5_0 code - 16, q5_1 the code) then meets the query block in
   integer dot products, exact in int32, and the block adds d * f * sum(q a) + d * m * sum(q) to the score (f, m: the
   key block's scale and minimum; value = a * f + m).

   On x86 the rows go 16 at a time and one block at a time (block-major): the integer sums of a block's 16 rows are
   reduced in integers (or in floats holding integers below 2^24: exact either way) to one vector of the 16 rows' sums
   before any scale, so each block costs one conversion and one fused multiply-add by d * f per 16 rows and query
   head, and a row ends in no horizontal sum; the codes are loaded once for the pass's query heads. Per instruction
   set only the integer dot differs: AVX-512 VNNI vpdpbusd (unsigned x signed bytes: the key values offset by 128,
   a + 128 as an unsigned byte, and 128 * the block's query sum taken off first), AVX2 (and AVX-512 without VNNI)
   vpmaddubsw on |a| and q with a's sign moved onto it (each pair of products within int16: 2 * 128 * 127 < 2^15) and
   vpmaddwd to int32; on Arm with the dot product (Armv8.2 sdot, __ARM_FEATURE_DOTPROD) per row two sdot per block
   and head, each leaving 4 lanes of 4 products; elsewhere (NEON without it, portable builds) plain C loops per row
   with the same 8 lanes of 4 products; either way 16 rows' lanes are reduced together as the float path's
   (part_sums16). 4-bit codes are looked up with one vpshufb (tbl on Arm) from a 16-byte table, 5-bit codes with a
   second from entries 16-31 taken where the value's plane bit is set (a blend on the bit spread to bytes, a byte mask
   with AVX-512; one two-register tbl on Arm); the query is stored in the codes' order (a block's low nibbles hold its
   even values, the high nibbles its odd ones: the query block as its 16 even values, then its 16 odd ones), so the
   codes need no interleave. */

#define Q8_BLOCK 32
#if !defined(KVT_PORTABLE) && (defined(KVT_AVX512) || defined(KVT_AVX2)) && defined(__AVX2__) && defined(__FMA__)
#define KVT_QDOT_X86 1
#if defined(__AVX512VNNI__) && defined(__AVX512VL__) && defined(__AVX512BW__) && defined(KVT_AVX512)
#define KVT_QDOT_VNNI 1
#define KVT_QDOT_ISA "avx512vnni"
#else
#define KVT_QDOT_ISA "avx2"
#endif
#elif !defined(KVT_PORTABLE) && defined(__ARM_NEON) && defined(__ARM_FEATURE_DOTPROD)
#define KVT_QDOT_ISA "neon-sdot"
#else
#define KVT_QDOT_ISA "generic"
#endif

/* The path int8 key scores take in this build ("avx512vnni", "avx2", "neon-sdot" or "generic"), read back beside
   kvt_build_info. */
int kvt_qdot_info(char *buf, int n) { return snprintf(buf, (size_t)n, "%s", KVT_QDOT_ISA); }

/* The query quantized for int8 key scores: per query row (B * Hq of them), its D values in the key codes' order, one
   scale per block and each block's 8 lane sums of q (4 consecutive stored values each). */
typedef struct {
    const int8_t *q;     /* [rows][D] */
    const float *d;      /* [rows][D / 32] */
    const int32_t *lsum; /* [rows][D / 32][8] */
} kvt_q8;

/* Whether int8 key scores serve a key side: int8 codes in blocks of 32 (q8_0), or 4- or 5-bit codes (5-bit: split,
   one plane bit per value) in blocks of a multiple of 32 (q4_0, q4_1, iq4_nl, q5_0, q5_1; turbo4, turbo5, whose one
   scale per block of 64 or 128 each sub-block of 32 shares). */
static int qdot_serves(const kvt_side *k) {
    if (k->bits == 8) return k->block == Q8_BLOCK;
    if (k->block % Q8_BLOCK || !(k->bits == 4 || (k->bits == 5 && k->high))) return 0;
    for (int i = 0; i < (k->bits == 5 ? 32 : 16); i++)
        if (!isfinite(k->values[i])) return 0;
    return 1;
}

/* A 4- or 5-bit side's code values as int8 (t: 32 entries, 4-bit codes' first 16) and the factor that takes them
   back to the stored values. Values that are all integers within int8 (q4_0, q4_1, iq4_nl, q5_0, q5_1) stay as they
   are, factor 1; others (a turbo codebook) are scaled so the largest magnitude is 127 and rounded to nearest even,
   factor amax / 127: t = rint(v * (127 / amax)), each product and quotient rounded once in float32. */
static float int8_table(const kvt_side *k, int8_t *restrict t) {
    const int n = k->bits == 5 ? 32 : 16;
    int integer = 1;
    float amax = 0.f;
    for (int c = 0; c < n; c++) {
        const float v = k->values[c];
        integer &= v >= -128.f && v <= 127.f && v == (float)(int)v;
        amax = fabsf(v) > amax ? fabsf(v) : amax;
    }
    memset(t, 0, 32);
    if (integer) {
        for (int c = 0; c < n; c++) t[c] = (int8_t)(int)k->values[c];
        return 1.f;
    }
    const float id = 127.f / amax;
    for (int c = 0; c < n; c++) t[c] = (int8_t)rintf(k->values[c] * id);
    return amax / 127.f;
}

/* rows query rows of D values -> qq, qd, ls (kvt_q8's fields). `bits` 4 and 5 store each block's even values first. */
static void quantize_query(const float *restrict q, int64_t rows, int D, int bits, int8_t *restrict qq,
                           float *restrict qd, int32_t *restrict ls) {
    const int nb = D / Q8_BLOCK;
    for (int64_t r = 0; r < rows; r++)
        for (int b = 0; b < nb; b++) {
            const float *restrict x = q + r * D + b * Q8_BLOCK;
            float amax = 0.f;
            for (int j = 0; j < Q8_BLOCK; j++) amax = fabsf(x[j]) > amax ? fabsf(x[j]) : amax;
            /* one division each (what a float64 reference of the same arithmetic computes in float32) */
            const float id = amax > 0.f ? 127.f / amax : 0.f;
            int8_t blk[Q8_BLOCK];
            for (int j = 0; j < Q8_BLOCK; j++) blk[j] = (int8_t)rintf(x[j] * id);
            int8_t *restrict o = qq + r * D + b * Q8_BLOCK;
            if (bits != 8)
                for (int j = 0; j < Q8_BLOCK / 2; j++) o[j] = blk[2 * j], o[Q8_BLOCK / 2 + j] = blk[2 * j + 1];
            else
                memcpy(o, blk, Q8_BLOCK);
            qd[r * nb + b] = amax / 127.f;
            for (int l = 0; l < 8; l++) ls[(r * nb + b) * 8 + l] = o[4 * l] + o[4 * l + 1] + o[4 * l + 2] + o[4 * l + 3];
        }
}

/* One query row's block as the x86 int8 paths take it: its values (in the codes' order), the sum of those values (the
   minimum's integer factor, and VNNI's unsigned offset), d, and d * the sum (the minimum's weight). */
typedef struct {
    const int8_t *q;
    int32_t sum;
    float d, dsum;
} kvt_q8_block;

static inline __attribute__((always_inline)) kvt_q8_block q8_block(const kvt_q8 *q8, int64_t row, int nb, int D, int b) {
    const int32_t *restrict ls = q8->lsum + (row * nb + b) * 8;
    int32_t sum = 0;
    for (int l = 0; l < 8; l++) sum += ls[l];
    const float d = q8->d[row * nb + b];
    return (kvt_q8_block){q8->q + row * D + b * Q8_BLOCK, sum, d, d * (float)sum};
}

#ifdef KVT_QDOT_VNNI
/* With AVX-512 VNNI the keys go 16 rows at a time, one block at a time (block-major, so each block's integer sums
   meet its scales as one vector of 16 rows): a zmm holds the first 16 values of one block of 4 rows (one 128-bit
   block per row), a second their last 16 (q8_0; 4-bit codes: the low and the high nibbles, which the query's order
   already splits so), and per query head two chained vpdpbusd against the query block's halves (each broadcast to
   the 4 blocks) leave each row's 4 partial sums in its own 128-bit block. The 4 vectors of 16 rows are converted (exact:
   integers below 2^24, as are their sums) and added into one vector of the 16 rows' sums by quad_sums16, which then
   takes d * f (and the minimum's d * m * sum(q)) for all 16 rows in one fused multiply-add: per head and 4 rows
   of a block, 2 vpdpbusd and a fourth of the reduction, against the decode and 2 FMAs per 16 values of the float
   path. */

/* A block's values of rows r[0..3] as the two zmm a query head meets: lo, hi (see above), offset by 128 (unsigned). */
static inline __attribute__((always_inline)) void quad_values(const uint8_t *const *r, int off, __m512i planes, int qd,
                                                              const int bits, __m512i lut, __m512i lut_hi, __m512i *lo,
                                                              __m512i *hi) {
    if (bits == 8) {
        const __m512i z0 = _mm512_inserti64x4(_mm512_castsi256_si512(_mm256_loadu_si256((const __m256i *)(r[0] + off))),
                                              _mm256_loadu_si256((const __m256i *)(r[1] + off)), 1);
        const __m512i z1 = _mm512_inserti64x4(_mm512_castsi256_si512(_mm256_loadu_si256((const __m256i *)(r[2] + off))),
                                              _mm256_loadu_si256((const __m256i *)(r[3] + off)), 1);
        const __m512i x80 = _mm512_set1_epi8((char)0x80);
        *lo = _mm512_xor_si512(_mm512_shuffle_i64x2(z0, z1, _MM_SHUFFLE(2, 0, 2, 0)), x80);
        *hi = _mm512_xor_si512(_mm512_shuffle_i64x2(z0, z1, _MM_SHUFFLE(3, 1, 3, 1)), x80);
        return;
    }
    __m512i z = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)(r[0] + off)));
    z = _mm512_inserti32x4(z, _mm_loadu_si128((const __m128i *)(r[1] + off)), 1);
    z = _mm512_inserti32x4(z, _mm_loadu_si128((const __m128i *)(r[2] + off)), 2);
    z = _mm512_inserti32x4(z, _mm_loadu_si128((const __m128i *)(r[3] + off)), 3);
    const __m512i low4 = _mm512_set1_epi8(15);
    const __m512i ilo = _mm512_and_si512(z, low4), ihi = _mm512_and_si512(_mm512_srli_epi16(z, 4), low4);
    *lo = _mm512_shuffle_epi8(lut, ilo);
    *hi = _mm512_shuffle_epi8(lut, ihi);
    if (bits == 5) { /* entries 16-31 where the value's plane bit is set: the 16 rows' planes (a dword each, `planes`)
                        moved to these 4 rows' 128-bit blocks, byte j testing bit 2j (even) or 2j + 1 (odd) */
        const __m512i own = _mm512_permutexvar_epi32(_mm512_add_epi32(_mm512_set1_epi32(4 * qd),
            _mm512_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)), planes);
        const __m512i spread = _mm512_shuffle_epi8(own, _mm512_broadcast_i32x4(_mm_setr_epi8(0, 0, 0, 0, 1, 1, 1, 1, 2, 2,
                                                                                             2, 2, 3, 3, 3, 3)));
        const __m512i eb = _mm512_broadcast_i32x4(_mm_setr_epi8(1, 4, 16, 64, 1, 4, 16, 64, 1, 4, 16, 64, 1, 4, 16, 64));
        *lo = _mm512_mask_shuffle_epi8(*lo, _mm512_test_epi8_mask(spread, eb), lut_hi, ilo);
        *hi = _mm512_mask_shuffle_epi8(*hi, _mm512_test_epi8_mask(spread, _mm512_add_epi8(eb, eb)), lut_hi, ihi);
    }
}

/* key_rows_q8 with VNNI, GB query heads (a constant where it inlines). */
static inline __attribute__((always_inline)) void key_rows_q8_16(const kvt_q8 *q8, int64_t q0, const kvt_side *k,
                                                                 const int bits, const kvt_rows *rows_k, const int GB,
                                                                 int D, int n, const uint8_t *restrict mk,
                                                                 float scaling, float s[][CHUNK]) {
    /* nb blocks of 32 per row; a row's scales (and minima) per block of k->block: sub blocks of 32 share one */
    const int nb = D / Q8_BLOCK, ns = rows_k->nb, sub = nb / ns;
    const int block_bytes = bits == 8 ? Q8_BLOCK : Q8_BLOCK / 2, has_min = k->minv != NULL;
    __m512i lut = _mm512_setzero_si512(), lut_hi = lut;
    float back = 1.f;
    if (bits != 8) { /* the code values offset by 128; 5-bit codes' entries 16-31 in lut_hi */
        int8_t t[32];
        back = int8_table(k, t);
        for (int c = 0; c < 32; c++) t[c] = (int8_t)(t[c] ^ (int8_t)0x80);
        lut = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)t));
        lut_hi = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(t + 16)));
    }
    /* per head and block: the query halves broadcast, -128 * the block's query sum (the unsigned offset, taken off in
       the first lane of each row), d, and d * the query sum (the minimum's weight) */
    __m512i qa[HEADS_PER_PASS][MAX_D / Q8_BLOCK], qb[HEADS_PER_PASS][MAX_D / Q8_BLOCK];
    __m512i neg[HEADS_PER_PASS][MAX_D / Q8_BLOCK];
    float dq[HEADS_PER_PASS][MAX_D / Q8_BLOCK], dqs[HEADS_PER_PASS][MAX_D / Q8_BLOCK];
    for (int g = 0; g < GB; g++)
        for (int b = 0; b < nb; b++) {
            const kvt_q8_block qb8 = q8_block(q8, q0 + g, nb, D, b);
            qa[g][b] = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)qb8.q));
            qb[g][b] = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(qb8.q + 16)));
            neg[g][b] = _mm512_maskz_set1_epi32((__mmask16)0x1111, -128 * qb8.sum);
            dq[g][b] = qb8.d * back, dqs[g][b] = qb8.dsum;
        }
    /* where a block's scales (and minima) of 16 rows lie in the chunk's [n][nb] buffers, in quad_sums16's lane order
       (rows past n read the buffers' unused tail: their lanes are dropped) */
    const __m512i at = _mm512_mullo_epi32(rows_of_quads(), _mm512_set1_epi32(ns));
    const __m512 vscale = _mm512_set1_ps(scaling);
    for (int base = 0; base < n; base += LANES) {
        prefetch_rows(rows_k, base + PREFETCH_ROWS, LANES);
        const uint8_t *rp[LANES], *hp[LANES]; /* rows past n read the last row (their sums are dropped) */
        for (int r = 0; r < LANES; r++) {
            const int64_t row = base + r < n ? base + r : n - 1;
            rp[r] = rows_k->c + row * rows_k->c_stride, hp[r] = bits == 5 ? rows_k->h + row * rows_k->h_stride : NULL;
        }
        /* where each of the 16 rows' high bits lie from hp[0] (5-bit codes) */
        const __m512i hat = _mm512_mullo_epi32(_mm512_min_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
                                                                                  13, 14, 15), _mm512_set1_epi32(n - 1 - base)),
                                               _mm512_set1_epi32((int)rows_k->h_stride));
        __m512 acc[HEADS_PER_PASS];
        for (int g = 0; g < GB; g++) acc[g] = _mm512_setzero_ps();
        for (int b = 0; b < nb; b++) {
            __m512i lo[4], hi[4];
            /* 5-bit codes: the block's high-bit plane of each of the 16 rows, one gather */
            const __m512i planes = bits == 5 ? _mm512_i32gather_epi32(hat, hp[0] + 4 * b, 1) : _mm512_setzero_si512();
            for (int qd = 0; qd < 4; qd++) quad_values(rp + 4 * qd, b * block_bytes, planes, qd, bits, lut, lut_hi, &lo[qd], &hi[qd]);
            const __m512i ab = _mm512_add_epi32(at, _mm512_set1_epi32(b / sub));
            const float *restrict fb = rows_k->f + (int64_t)base * ns, *restrict mb = rows_k->m + (int64_t)base * ns;
            const __m512 f = _mm512_i32gather_ps(ab, fb, 4);
            const __m512 m = has_min ? _mm512_i32gather_ps(ab, mb, 4) : _mm512_setzero_ps();
            for (int g = 0; g < GB; g++) {
                __m512 l2[4];
                for (int qd = 0; qd < 4; qd++)
                    l2[qd] = _mm512_cvtepi32_ps(
                        _mm512_dpbusd_epi32(_mm512_dpbusd_epi32(neg[g][b], lo[qd], qa[g][b]), hi[qd], qb[g][b]));
                acc[g] = _mm512_fmadd_ps(quad_sums16(l2), _mm512_mul_ps(_mm512_set1_ps(dq[g][b]), f), acc[g]);
                if (has_min) acc[g] = _mm512_fmadd_ps(_mm512_set1_ps(dqs[g][b]), m, acc[g]);
            }
        }
        const int rows = n - base < LANES ? n - base : LANES;
        for (int g = 0; g < GB; g++) {
            const __m512 out = _mm512_permutexvar_ps(rows_of_quads(), _mm512_mul_ps(acc[g], vscale));
            if (rows == LANES && !mk) {
                _mm512_storeu_ps(&s[g][base], out);
            } else {
                float sums[LANES];
                _mm512_storeu_ps(sums, out);
                for (int r = 0; r < rows; r++) s[g][base + r] = mk && !mk[base + r] ? -INFINITY : sums[r];
            }
        }
    }
}
#endif

#if defined(KVT_QDOT_X86) && !defined(KVT_QDOT_VNNI)
/* AVX2 (no VNNI) likewise takes 16 rows at a time, one block at a time: a ymm holds the first 16 values of one block
   of 2 rows (one 128-bit half per row), a second their last 16; per query head vpmaddubsw / vpmaddwd on each leaves
   each row's 4 partial sums in its own half. 8 such vectors (16 rows) are added by 3 levels of vphaddd (exact: int32),
   converted once, and take d * f for 16 rows in two fused multiply-adds. */

/* A block's values of rows r[0], r[1] as the two ymm a query head meets (int8, signed). */
static inline __attribute__((always_inline)) void pair_values(const uint8_t *const *r, const uint8_t *const *hr,
                                                              int off, int hoff, const int bits, __m256i lut,
                                                              __m256i lut_hi, __m256i *lo, __m256i *hi) {
    if (bits == 8) {
        *lo = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(r[0] + off))),
                                      _mm_loadu_si128((const __m128i *)(r[1] + off)), 1);
        *hi = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(r[0] + off + 16))),
                                      _mm_loadu_si128((const __m128i *)(r[1] + off + 16)), 1);
        return;
    }
    const __m256i z = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(r[0] + off))),
                                              _mm_loadu_si128((const __m128i *)(r[1] + off)), 1);
    const __m256i low4 = _mm256_set1_epi8(15);
    const __m256i ilo = _mm256_and_si256(z, low4), ihi = _mm256_and_si256(_mm256_srli_epi16(z, 4), low4);
    *lo = _mm256_shuffle_epi8(lut, ilo);
    *hi = _mm256_shuffle_epi8(lut, ihi);
    if (bits == 5) { /* entries 16-31 where the value's plane bit is set: byte j tests bit 2j (even) or 2j + 1 (odd) */
        const __m256i planes = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_cvtsi32_si128((int)load_le(hr[0] + hoff, 4))),
                                                       _mm_cvtsi32_si128((int)load_le(hr[1] + hoff, 4)), 1);
        const __m256i spread = _mm256_shuffle_epi8(planes, _mm256_setr_epi8(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                                                            0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3));
        const __m256i eb = _mm256_setr_epi8(1, 4, 16, 64, 1, 4, 16, 64, 1, 4, 16, 64, 1, 4, 16, 64, 1, 4, 16, 64, 1, 4, 16,
                                            64, 1, 4, 16, 64, 1, 4, 16, 64);
        const __m256i ob = _mm256_add_epi8(eb, eb);
        *lo = _mm256_blendv_epi8(*lo, _mm256_shuffle_epi8(lut_hi, ilo), _mm256_cmpeq_epi8(_mm256_and_si256(spread, eb), eb));
        *hi = _mm256_blendv_epi8(*hi, _mm256_shuffle_epi8(lut_hi, ihi), _mm256_cmpeq_epi8(_mm256_and_si256(spread, ob), ob));
    }
}

/* 8 int32 lanes of sum(q a) for 2 rows (4 each): a = lo, hi (|a| given), q = the query halves broadcast. */
static inline __attribute__((always_inline)) __m256i pair_dots(__m256i lo, __m256i alo, __m256i hi, __m256i ahi,
                                                               __m256i qa, __m256i qb) {
    const __m256i one = _mm256_set1_epi16(1);
    const __m256i pl = _mm256_madd_epi16(_mm256_maddubs_epi16(alo, _mm256_sign_epi8(qa, lo)), one);
    const __m256i ph = _mm256_madd_epi16(_mm256_maddubs_epi16(ahi, _mm256_sign_epi8(qb, hi)), one);
    return _mm256_add_epi32(pl, ph);
}

static inline __attribute__((always_inline)) void key_rows_q8_16(const kvt_q8 *q8, int64_t q0, const kvt_side *k,
                                                                 const int bits, const kvt_rows *rows_k, const int GB,
                                                                 int D, int n, const uint8_t *restrict mk,
                                                                 float scaling, float s[][CHUNK]) {
    /* nb blocks of 32 per row; a row's scales (and minima) per block of k->block: sub blocks of 32 share one */
    const int nb = D / Q8_BLOCK, ns = rows_k->nb, sub = nb / ns;
    const int block_bytes = bits == 8 ? Q8_BLOCK : Q8_BLOCK / 2, has_min = k->minv != NULL;
    __m256i lut = _mm256_setzero_si256(), lut_hi = lut;
    float back = 1.f;
    if (bits != 8) { /* 5-bit codes' entries 16-31 in lut_hi */
        int8_t t[32];
        back = int8_table(k, t);
        lut = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)t));
        lut_hi = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(t + 16)));
    }
    __m256i qa[HEADS_PER_PASS][MAX_D / Q8_BLOCK], qb[HEADS_PER_PASS][MAX_D / Q8_BLOCK];
    float dq[HEADS_PER_PASS][MAX_D / Q8_BLOCK], dqs[HEADS_PER_PASS][MAX_D / Q8_BLOCK];
    for (int g = 0; g < GB; g++)
        for (int b = 0; b < nb; b++) {
            const kvt_q8_block qb8 = q8_block(q8, q0 + g, nb, D, b);
            qa[g][b] = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)qb8.q));
            qb[g][b] = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(qb8.q + 16)));
            dq[g][b] = qb8.d * back, dqs[g][b] = qb8.dsum;
        }
    /* lane L of a vector of 8 rows holds row 2 (L % 4) + L / 4 (the vphaddd tree's order); `at`: where its scale lies */
    const __m256i at = _mm256_mullo_epi32(_mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7), _mm256_set1_epi32(ns));
    const __m256i in_order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    const __m256 vscale = _mm256_set1_ps(scaling);
    for (int base = 0; base < n; base += LANES) {
        prefetch_rows(rows_k, base + PREFETCH_ROWS, LANES);
        const uint8_t *rp[LANES], *hp[LANES]; /* rows past n read the last row (their sums are dropped) */
        for (int r = 0; r < LANES; r++) {
            const int64_t row = base + r < n ? base + r : n - 1;
            rp[r] = rows_k->c + row * rows_k->c_stride, hp[r] = bits == 5 ? rows_k->h + row * rows_k->h_stride : NULL;
        }
        __m256 acc[HEADS_PER_PASS][2];
        for (int g = 0; g < GB; g++) acc[g][0] = acc[g][1] = _mm256_setzero_ps();
        for (int b = 0; b < nb; b++) {
            const __m256i ab = _mm256_add_epi32(at, _mm256_set1_epi32(b / sub));
            for (int h = 0; h < 2; h++) { /* rows base + 8h .. base + 8h + 7 */
                __m256i v[HEADS_PER_PASS][4];
                for (int p = 0; p < 4; p++) {
                    __m256i lo, hi;
                    pair_values(rp + 8 * h + 2 * p, hp + 8 * h + 2 * p, b * block_bytes, 4 * b, bits, lut, lut_hi, &lo,
                                &hi);
                    const __m256i alo = _mm256_sign_epi8(lo, lo), ahi = _mm256_sign_epi8(hi, hi);
                    for (int g = 0; g < GB; g++) v[g][p] = pair_dots(lo, alo, hi, ahi, qa[g][b], qb[g][b]);
                }
                const float *restrict fb = rows_k->f + (int64_t)(base + 8 * h) * ns;
                const __m256 f = _mm256_i32gather_ps(fb, ab, 4);
                const __m256 m = has_min ? _mm256_i32gather_ps(rows_k->m + (int64_t)(base + 8 * h) * ns, ab, 4)
                                         : _mm256_setzero_ps();
                for (int g = 0; g < GB; g++) {
                    const __m256i sums = _mm256_hadd_epi32(_mm256_hadd_epi32(v[g][0], v[g][1]),
                                                           _mm256_hadd_epi32(v[g][2], v[g][3]));
                    const __m256 d = _mm256_set1_ps(dq[g][b]);
                    acc[g][h] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(sums), _mm256_mul_ps(d, f), acc[g][h]);
                    if (has_min) acc[g][h] = _mm256_fmadd_ps(_mm256_set1_ps(dqs[g][b]), m, acc[g][h]);
                }
            }
        }
        const int rows = n - base < LANES ? n - base : LANES;
        for (int g = 0; g < GB; g++) {
            float sums[LANES];
            for (int h = 0; h < 2; h++)
                _mm256_storeu_ps(sums + 8 * h, _mm256_permutevar8x32_ps(_mm256_mul_ps(acc[g][h], vscale), in_order));
            for (int r = 0; r < rows; r++) s[g][base + r] = mk && !mk[base + r] ? -INFINITY : sums[r];
        }
    }
}
#endif

#ifndef KVT_QDOT_X86
/* A stored row's block of 32 integer values in the query's order (see above): int8 codes as they are; 4- and 5-bit
   codes looked up in `table` (their values as int8; 5-bit: the nibble and the value's plane bit, bit j of the block's
   32-bit plane `hb` for value j, as the 32-entry index). */
static inline __attribute__((always_inline)) void block_values(const uint8_t *restrict cb, uint32_t hb, const int bits,
                                                               const int8_t *restrict table, int8_t *restrict a) {
    if (bits == 8) {
        memcpy(a, cb, Q8_BLOCK);
        return;
    }
    for (int j = 0; j < Q8_BLOCK / 2; j++) {
        const unsigned even = bits == 5 ? ((hb >> (2 * j)) & 1u) << 4 : 0, odd = bits == 5 ? ((hb >> (2 * j + 1)) & 1u) << 4 : 0;
        a[j] = table[(cb[j] & 15) | even], a[Q8_BLOCK / 2 + j] = table[(cb[j] >> 4) | odd];
    }
}

#if defined(__ARM_NEON) && defined(__ARM_FEATURE_DOTPROD) && !defined(KVT_PORTABLE)
#define KVT_QDOT_SDOT 1
/* The block's values as two int8x16 (the query's halves' order): int8 codes loaded; 4-bit codes by one tbl on each
   nibble; 5-bit codes by one two-register tbl (32 entries) on nibble | plane bit << 4, the plane's bits spread to
   bytes (byte j of the even half tests bit 2j, of the odd half bit 2j + 1). */
static inline __attribute__((always_inline)) void block_values_neon(const uint8_t *restrict cb, const uint8_t *h,
                                                                    const int bits, int8x16x2_t table, int8x16_t *lo,
                                                                    int8x16_t *hi) {
    if (bits == 8) {
        *lo = vld1q_s8((const int8_t *)cb), *hi = vld1q_s8((const int8_t *)cb + 16);
        return;
    }
    const uint8x16_t c = vld1q_u8(cb), low4 = vdupq_n_u8(15);
    uint8x16_t even = vandq_u8(c, low4), odd = vshrq_n_u8(c, 4);
    if (bits == 4) {
        *lo = vqtbl1q_s8(table.val[0], even), *hi = vqtbl1q_s8(table.val[0], odd);
        return;
    }
    static const uint8_t spread_idx[16] = {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
    static const uint8_t even_bit[16] = {1, 4, 16, 64, 1, 4, 16, 64, 1, 4, 16, 64, 1, 4, 16, 64};
    uint8_t plane[16] = {0};
    memcpy(plane, h, 4);
    const uint8x16_t spread = vqtbl1q_u8(vld1q_u8(plane), vld1q_u8(spread_idx)), eb = vld1q_u8(even_bit);
    const uint8x16_t sixteen = vdupq_n_u8(16);
    even = vorrq_u8(even, vandq_u8(vtstq_u8(spread, eb), sixteen));
    odd = vorrq_u8(odd, vandq_u8(vtstq_u8(spread, vshlq_n_u8(eb, 1)), sixteen));
    *lo = vqtbl2q_s8(table, even), *hi = vqtbl2q_s8(table, odd);
}
#endif

/* key_rows with int8 scores on NEON and portable builds: s[g][i] for query rows q0..q0+GB-1 of `q8`
   (GB <= HEADS_PER_PASS), `bits` 8, 4 or 5; per row and head 8 lanes of 4 products (with the Armv8.2 dot product,
   two sdot per block and head: the same 8 lane sums), reduced 16 rows at a time. */
static inline __attribute__((always_inline)) void key_rows_q8(const kvt_q8 *q8, int64_t q0, const kvt_side *k,
                                                              const int bits, const kvt_rows *rows_k, int GB, int D,
                                                              int n, const uint8_t *restrict mk, float scaling,
                                                              float s[][CHUNK]) {
    /* nb blocks of 32 per row; a row's scales (and minima) per block of k->block: sub blocks of 32 share one */
    const int nb = D / Q8_BLOCK, ns = rows_k->nb, sub = nb / ns;
    const int block_bytes = bits == 8 ? Q8_BLOCK : Q8_BLOCK / 2, has_min = k->minv != NULL;
    const int8_t *qg[HEADS_PER_PASS];
    const float *dg[HEADS_PER_PASS];
    const int32_t *lg[HEADS_PER_PASS];
    for (int g = 0; g < GB; g++)
        qg[g] = q8->q + (q0 + g) * D, dg[g] = q8->d + (q0 + g) * nb, lg[g] = q8->lsum + (q0 + g) * nb * 8;
    int8_t table[32] = {0};
    const float back = bits == 8 ? 1.f : int8_table(k, table);
#ifdef KVT_QDOT_SDOT
    const int8x16x2_t tv = {{vld1q_s8(table), vld1q_s8(table + 16)}};
#endif
    kvt_part part[HEADS_PER_PASS][LANES];
    for (int base = 0; base < n; base += LANES) {
        for (int r = 0; r < LANES; r++) {
            const int i = base + r;
#ifdef KVT_QDOT_SDOT
            float32x4_t acc[HEADS_PER_PASS][2];
            for (int g = 0; g < GB; g++) acc[g][0] = acc[g][1] = vdupq_n_f32(0.f);
            if (i < n && !(mk && !mk[i])) {
                const uint8_t *restrict c = rows_k->c + i * rows_k->c_stride;
                const uint8_t *h = bits == 5 ? rows_k->h + i * rows_k->h_stride : NULL;
                const float *restrict fr = rows_k->f + (int64_t)i * ns, *restrict mr = rows_k->m + (int64_t)i * ns;
                for (int b = 0; b < nb; b++) {
                    int8x16_t lo, hi;
                    block_values_neon(c + b * block_bytes, h ? h + 4 * b : NULL, bits, tv, &lo, &hi);
                    for (int g = 0; g < GB; g++) {
                        const int8_t *restrict qb = qg[g] + b * Q8_BLOCK;
                        const int32x4_t z = vdupq_n_s32(0);
                        const float32x4_t w = vdupq_n_f32(dg[g][b] * back * fr[b / sub]);
                        acc[g][0] = vfmaq_f32(acc[g][0], vcvtq_f32_s32(vdotq_s32(z, lo, vld1q_s8(qb))), w);
                        acc[g][1] = vfmaq_f32(acc[g][1], vcvtq_f32_s32(vdotq_s32(z, hi, vld1q_s8(qb + 16))), w);
                        if (has_min) {
                            const float32x4_t wm = vdupq_n_f32(dg[g][b] * mr[b / sub]);
                            const int32_t *ls = lg[g] + b * 8;
                            acc[g][0] = vfmaq_f32(acc[g][0], vcvtq_f32_s32(vld1q_s32(ls)), wm);
                            acc[g][1] = vfmaq_f32(acc[g][1], vcvtq_f32_s32(vld1q_s32(ls + 4)), wm);
                        }
                    }
                }
            }
            for (int g = 0; g < GB; g++) part[g][r] = (kvt_part)vaddq_f32(acc[g][0], acc[g][1]);
#else
            float acc[HEADS_PER_PASS][LANES] = {{0}}; /* lanes 8..15 stay zero */
            if (i < n && !(mk && !mk[i])) {
                const uint8_t *restrict c = rows_k->c + i * rows_k->c_stride;
                const uint8_t *h = bits == 5 ? rows_k->h + i * rows_k->h_stride : NULL;
                const float *restrict fr = rows_k->f + (int64_t)i * ns, *restrict mr = rows_k->m + (int64_t)i * ns;
                for (int b = 0; b < nb; b++) {
                    int8_t a[Q8_BLOCK];
                    block_values(c + b * block_bytes, h ? load_le(h + 4 * b, 4) : 0, bits, table, a);
                    for (int g = 0; g < GB; g++) {
                        const int8_t *restrict qb = qg[g] + b * Q8_BLOCK;
                        const float w = dg[g][b] * back * fr[b / sub], wm = dg[g][b] * mr[b / sub];
                        for (int l = 0; l < 8; l++) {
                            int32_t dot = 0;
                            for (int e = 4 * l; e < 4 * l + 4; e++) dot += (int32_t)qb[e] * a[e];
                            acc[g][l] += (float)dot * w;
                            if (has_min) acc[g][l] += (float)lg[g][b * 8 + l] * wm;
                        }
                    }
                }
            }
            for (int g = 0; g < GB; g++) part[g][r] = part_of(v16_load(acc[g]));
#endif
        }
        const int rows = n - base < LANES ? n - base : LANES;
        for (int g = 0; g < GB; g++) {
            float sums[LANES];
            v16_store(sums, v16_mul(part_sums16(part[g]), v16_splat(scaling)));
            for (int r = 0; r < rows; r++) s[g][base + r] = mk && !mk[base + r] ? -INFINITY : sums[r];
        }
    }
}
#endif

/* Keys of query rows q0.. q0 + GB - 1 with int8 scores, the code width a constant in each clone. */
static void keys_pass_q8(const kvt_q8 *q8, int64_t q0, const kvt_side *k, const kvt_rows *rows, int GB, int D, int n,
                         const uint8_t *mk, float scaling, float s[][CHUNK]) {
#ifdef KVT_QDOT_X86
#define KVT_GB(GBN)                                                                                                \
    case GBN:                                                                                                      \
        if (k->bits == 8)                                                                                          \
            key_rows_q8_16(q8, q0, k, 8, rows, GBN, D, n, mk, scaling, s);                                         \
        else if (k->bits == 4)                                                                                     \
            key_rows_q8_16(q8, q0, k, 4, rows, GBN, D, n, mk, scaling, s);                                         \
        else                                                                                                       \
            key_rows_q8_16(q8, q0, k, 5, rows, GBN, D, n, mk, scaling, s);                                         \
        break;
    switch (GB) {
        KVT_GB(1)
        KVT_GB(2)
        KVT_GB(3)
        KVT_GB(4)
    }
#undef KVT_GB
#else
    if (k->bits == 8)
        key_rows_q8(q8, q0, k, 8, rows, GB, D, n, mk, scaling, s);
    else if (k->bits == 4)
        key_rows_q8(q8, q0, k, 4, rows, GB, D, n, mk, scaling, s);
    else
        key_rows_q8(q8, q0, k, 5, rows, GB, D, n, mk, scaling, s);
#endif
}

/* ---------------------------------------------------------------------------------------------------------
   Values summed with 8-bit weights (kvt_side.qdot on the value side; decode steps only, the prefill entry keeps float
   sums). A unit's weights p (its softmax numerators, 0 <= p <= 1) meet a value block's row scale f as w = p |f|, per
   query head, value block and group of PDOT_GROUP tokens, and f's sign goes onto the row's values. A group's w are
   quantized to unsigned bytes against the product of its largest p and its largest |f| (a bound on its largest w,
   found with one reduction per head and one per block instead of one per pair): c = max p * max |f| / 255,
   q = round-to-nearest-even(w * 255 / (max p * max |f|)) within [0, 255] (c = 0 and q = 0 for a group of zeros;
   masked and padding tokens have q = 0). A block's 32 stored integer values a (q8_0: its codes, within [-127, 127] as
   the q8_0 writer clamps them; 4-bit codes whose values are integers within [-127, 127]: q4_0, q4_1, iq4_nl), negated
   where the row's f is negative, meet the group's q in integer sums over its tokens, exact in int32, and the group
   adds c * sum(q sign(f) a) + sum(p m) (m: the block's minimum, if any) to the unnormalized output, in float. Each
   weight is off by at most c / 2: the per-group bound the tests check, and the KL the option is measured by
   (docs/quality.md).

   With AVX-512 VNNI 4 tokens go at a time: their 16 bytes of one block (one 128-bit lane each) are transposed by one
   vpermb so that each 32-bit lane holds one byte position of the 4 tokens, the bytes become the signed values (4-bit
   codes looked up by vpshufb from a 16-byte table, the low nibbles giving the block's even values, the high its odd
   ones), a masked byte subtraction negates the tokens whose f is negative, and per query head one vpdpbusd per 16
   values against the 4 tokens' weights broadcast adds 64 products. Other builds have no instruction that makes this
   faster than their float sums (plain C integer loops took 3x the AVX2 float path's time at an 8B-class shape), so
   they sum values in float whatever the side says, and say so (kvt_pdot_info answers "none"). */

#define PDOT_GROUP 32 /* tokens whose weights share one scale, per query head and value block */
/* Rows the first block's pass asks for ahead: that pass spends only a few instructions per row, so it needs more rows
   in flight than the other passes (PREFETCH_ROWS). 64 took 4-9 % less time than 32 for q4_0 at the 8B-class shape and
   65,536 tokens on a 2-core AMD EPYC (docs/speed.md); the other passes were unchanged by it. */
#define PDOT_PREFETCH_ROWS 64

#if defined(KVT_QDOT_VNNI)
#define KVT_PDOT_ISA "avx512vnni"
#else
#define KVT_PDOT_ISA "none"
#endif

/* The path 8-bit value sums take in this build ("avx512vnni"; "none": values are summed in float), read back beside
   kvt_qdot_info. */
int kvt_pdot_info(char *buf, int n) { return snprintf(buf, (size_t)n, "%s", KVT_PDOT_ISA); }

/* Whether 8-bit weights serve a value side: int8 codes in blocks of 32 (q8_0), or 4-bit codes in blocks of a multiple
   of 32 whose int8 table (int8_table) lies within [-127, 127], so that a value's negation is one too (q4_0, q4_1,
   iq4_nl; turbo4, its codebook scaled to 127 at its largest magnitude). */
static int pdot_serves(const kvt_side *v) {
    if (v->bits == 8) return v->block == Q8_BLOCK;
    if (v->bits != 4 || v->block % Q8_BLOCK) return 0;
    for (int i = 0; i < 16; i++)
        if (!isfinite(v->values[i])) return 0;
    int8_t t[32];
    int8_table(v, t);
    for (int i = 0; i < 16; i++)
        if (t[i] == -128) return 0;
    return 1;
}

#ifdef KVT_QDOT_VNNI
/* A unit's 8-bit weights per query head, value block and token; each group's c and sum(p m); per value block and
   group, the tokens whose f is negative (bit j: token j of the group). */
typedef struct {
    uint8_t w[HEADS_PER_PASS][MAX_D / Q8_BLOCK][CHUNK];
    float c[HEADS_PER_PASS][MAX_D / Q8_BLOCK][CHUNK / PDOT_GROUP];
    float msum[HEADS_PER_PASS][MAX_D / Q8_BLOCK][CHUNK / PDOT_GROUP];
    uint32_t neg[MAX_D / Q8_BLOCK][CHUNK / PDOT_GROUP];
} kvt_pweights;

/* The largest of a group's PDOT_GROUP values, none below 0. */
static inline float group_max(const float *restrict x) {
    return _mm512_reduce_max_ps(_mm512_max_ps(_mm512_max_ps(_mm512_loadu_ps(x), _mm512_loadu_ps(x + 16)),
                                               _mm512_setzero_ps()));
}

/* src [n][nb] -> dst [nb][CHUNK] (a unit's rows' block scales or minima laid out per block). */
static inline void per_block(const float *restrict src, int n, int nb, float *restrict dst) {
    int i = 0;
    if (16 % nb == 0) { /* 16 / nb rows per vector: lane L takes row L % tp's block L / tp, stored under a mask */
        const int tp = 16 / nb;
        int ix[16];
        for (int L = 0; L < 16; L++) ix[L] = (L % tp) * nb + L / tp;
        const __m512i idx = _mm512_loadu_si512(ix);
        for (; i + tp <= n; i += tp) {
            const __m512 z = _mm512_permutexvar_ps(idx, _mm512_loadu_ps(src + (int64_t)i * nb));
            for (int b = 0; b < nb; b++)
                _mm512_mask_storeu_ps(dst + b * CHUNK + i - b * tp, (__mmask16)(((1u << tp) - 1) << (b * tp)), z);
        }
    }
    for (; i < n; i++)
        for (int b = 0; b < nb; b++) dst[b * CHUNK + i] = src[(int64_t)i * nb + b];
}

/* The weights of a unit's n tokens for query heads [0, GB). The rows' block scales (as |f|) and minima are first laid
   out per block (ft, mt: [nb][CHUNK]; a masked token's and every padding token's 0), and the weights past n set to 0,
   so each group reads 32 contiguous weights and scales. */
static void pdot_weights(const kvt_rows *r, int GB, int n, const uint8_t *restrict mk, float s[][CHUNK], int has_min,
                         float *restrict ft, float *restrict mt, kvt_pweights *pw) {
    const int nb = r->nb, groups = (n + PDOT_GROUP - 1) / PDOT_GROUP, end = groups * PDOT_GROUP;
    per_block(r->f, n, nb, ft);
    if (has_min) per_block(r->m, n, nb, mt);
    for (int b = 0; b < nb; b++) {
        float *restrict fb = ft + b * CHUNK, *restrict mb = mt + b * CHUNK;
        for (int i = n; i < end; i++) fb[i] = mb[i] = 0.f;
        for (int i = 0; mk && i < n; i++)
            if (!mk[i]) fb[i] = mb[i] = 0.f;
        for (int grp = 0; grp < groups; grp++) {
            float *restrict x = fb + grp * PDOT_GROUP;
            const __m512 x0 = _mm512_loadu_ps(x), x1 = _mm512_loadu_ps(x + 16), z = _mm512_setzero_ps();
            pw->neg[b][grp] = (uint32_t)_mm512_cmp_ps_mask(x0, z, _CMP_LT_OQ) |
                              (uint32_t)_mm512_cmp_ps_mask(x1, z, _CMP_LT_OQ) << 16;
            _mm512_storeu_ps(x, _mm512_abs_ps(x0));
            _mm512_storeu_ps(x + 16, _mm512_abs_ps(x1));
        }
    }
    for (int g = 0; g < GB; g++)
        for (int i = n; i < end; i++) s[g][i] = 0.f;
    for (int grp = 0; grp < groups; grp++) {
        float pmax[HEADS_PER_PASS], fmax[MAX_D / Q8_BLOCK];
        for (int g = 0; g < GB; g++) pmax[g] = group_max(s[g] + grp * PDOT_GROUP);
        for (int b = 0; b < nb; b++) fmax[b] = group_max(ft + b * CHUNK + grp * PDOT_GROUP);
        for (int g = 0; g < GB; g++)
            for (int b = 0; b < nb; b++) {
                const float *restrict sp = s[g] + grp * PDOT_GROUP, *restrict fp = ft + b * CHUNK + grp * PDOT_GROUP;
                const float *restrict mp = mt + b * CHUNK + grp * PDOT_GROUP;
                uint8_t *restrict q = pw->w[g][b] + grp * PDOT_GROUP;
                const float top = pmax[g] * fmax[b], id = top > 0.f ? 255.f / top : 0.f; /* one division */
                float msum = 0.f;
                const __m512 vid = _mm512_set1_ps(id), s0 = _mm512_loadu_ps(sp), s1 = _mm512_loadu_ps(sp + 16);
                const __m512i q0 = _mm512_cvtps_epi32(_mm512_mul_ps(_mm512_mul_ps(s0, _mm512_loadu_ps(fp)), vid));
                const __m512i q1 = _mm512_cvtps_epi32(_mm512_mul_ps(_mm512_mul_ps(s1, _mm512_loadu_ps(fp + 16)), vid));
                _mm_storeu_si128((__m128i *)q, _mm512_cvtusepi32_epi8(q0)); /* round to nearest even above */
                _mm_storeu_si128((__m128i *)(q + 16), _mm512_cvtusepi32_epi8(q1));
                if (has_min)
                    msum = _mm512_reduce_add_ps(_mm512_fmadd_ps(s0, _mm512_loadu_ps(mp),
                                                                _mm512_mul_ps(s1, _mm512_loadu_ps(mp + 16))));
                pw->c[g][b][grp] = top / 255.f;
                pw->msum[g][b][grp] = msum;
            }
    }
}

/* Block b with AVX-512 VNNI (see above), GB a constant where this inlines. */
static inline __attribute__((always_inline)) void pdot_block_vnni(const int bits, const kvt_rows *r, int b, int bs,
                                                                  const int GB, int n, const kvt_pweights *pw,
                                                                  float *restrict acc, int D, __m512i lut, float back) {
    /* the first block's pass is the one that meets each row in memory: it asks for rows ahead as it goes */
    /* byte 4j + k of the result: byte j of token k (byte 16k + j of the 4 lanes loaded) */
    const __m512i tr = _mm512_set_epi8(63, 47, 31, 15, 62, 46, 30, 14, 61, 45, 29, 13, 60, 44, 28, 12, 59, 43, 27, 11,
                                       58, 42, 26, 10, 57, 41, 25, 9, 56, 40, 24, 8, 55, 39, 23, 7, 54, 38, 22, 6, 53,
                                       37, 21, 5, 52, 36, 20, 4, 51, 35, 19, 3, 50, 34, 18, 2, 49, 33, 17, 1, 48, 32,
                                       16, 0);
    const __m512i low4 = _mm512_set1_epi8(0x0F), zero = _mm512_setzero_si512();
    const int off = bits == 8 ? Q8_BLOCK * b : Q8_BLOCK / 2 * b;
    __m512 oe[HEADS_PER_PASS], oo[HEADS_PER_PASS];
    for (int g = 0; g < GB; g++) oe[g] = oo[g] = _mm512_setzero_ps();
    for (int i0 = 0, grp = 0; i0 < n; i0 += PDOT_GROUP, grp++) {
        const int ng = n - i0 < PDOT_GROUP ? n - i0 : PDOT_GROUP;
        const uint32_t neg = pw->neg[bs][grp]; /* bs: the scale block block b of 32 lies in */
        __m512i ae[HEADS_PER_PASS], ao[HEADS_PER_PASS];
        for (int g = 0; g < GB; g++) ae[g] = ao[g] = _mm512_setzero_si512();
        for (int j = 0; j < ng; j += 4) {
            if (b == 0 && j % LANES == 0) prefetch_rows(r, i0 + j + PDOT_PREFETCH_ROWS, LANES);
            const uint8_t *p[4];
            p[0] = r->c + (int64_t)(i0 + j) * r->c_stride + off;
            for (int k = 1; k < 4; k++) p[k] = p[k - 1] + r->c_stride;
            if (i0 + j + 4 > n) /* past the unit's last row: its last row again, with weight 0 */
                for (int k = n - i0 - j; k < 4; k++) p[k] = p[k - 1];
            __m512i x = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)p[0]));
            x = _mm512_inserti32x4(x, _mm_loadu_si128((const __m128i *)p[1]), 1);
            x = _mm512_inserti32x4(x, _mm_loadu_si128((const __m128i *)p[2]), 2);
            x = _mm512_inserti32x4(x, _mm_loadu_si128((const __m128i *)p[3]), 3);
            x = _mm512_permutexvar_epi8(tr, x);
            __m512i lo, hi;
            if (bits == 8) { /* the first 16 values, then the last 16 */
                __m512i y = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)(p[0] + 16)));
                y = _mm512_inserti32x4(y, _mm_loadu_si128((const __m128i *)(p[1] + 16)), 1);
                y = _mm512_inserti32x4(y, _mm_loadu_si128((const __m128i *)(p[2] + 16)), 2);
                y = _mm512_inserti32x4(y, _mm_loadu_si128((const __m128i *)(p[3] + 16)), 3);
                lo = x, hi = _mm512_permutexvar_epi8(tr, y);
            } else { /* the even values, then the odd */
                lo = _mm512_shuffle_epi8(lut, _mm512_and_si512(x, low4));
                hi = _mm512_shuffle_epi8(lut, _mm512_and_si512(_mm512_srli_epi16(x, 4), low4));
            }
            /* byte 4j + k negated where token k's f is negative: its 4 bits copied to every lane */
            const __mmask64 nm = (__mmask64)((neg >> j) & 15u) * 0x1111111111111111ull;
            if (nm) lo = _mm512_mask_sub_epi8(lo, nm, zero, lo), hi = _mm512_mask_sub_epi8(hi, nm, zero, hi);
            for (int g = 0; g < GB; g++) {
                int32_t w4;
                memcpy(&w4, pw->w[g][bs] + i0 + j, 4);
                const __m512i w = _mm512_set1_epi32(w4);
                ae[g] = _mm512_dpbusd_epi32(ae[g], w, lo);
                ao[g] = _mm512_dpbusd_epi32(ao[g], w, hi);
            }
        }
        for (int g = 0; g < GB; g++) {
            const __m512 c = _mm512_set1_ps(pw->c[g][bs][grp] * back), m = _mm512_set1_ps(pw->msum[g][bs][grp]);
            oe[g] = _mm512_add_ps(oe[g], _mm512_fmadd_ps(c, _mm512_cvtepi32_ps(ae[g]), m));
            oo[g] = _mm512_add_ps(oo[g], _mm512_fmadd_ps(c, _mm512_cvtepi32_ps(ao[g]), m));
        }
    }
    const __m512i first16 = _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
    const __m512i second16 = _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
    for (int g = 0; g < GB; g++) {
        float *restrict out = acc + (int64_t)g * D + Q8_BLOCK * b;
        if (bits == 8) {
            _mm512_storeu_ps(out, oe[g]);
            _mm512_storeu_ps(out + 16, oo[g]);
        } else {
            _mm512_storeu_ps(out, _mm512_permutex2var_ps(oe[g], first16, oo[g]));
            _mm512_storeu_ps(out + 16, _mm512_permutex2var_ps(oe[g], second16, oo[g]));
        }
    }
}

/* Values of query heads [0, GB) summed with 8-bit weights, block by block. */
static void values_pass_p8(const kvt_side *v, const kvt_rows *rows, int GB, int D, int n, const uint8_t *mk,
                           float s[][CHUNK], float *acc) {
    /* nb blocks of 32 per row; the weights are per scale block (rows->nb of them: sub blocks of 32 share one) */
    int8_t lut[32] = {0};
    const float back = v->bits == 4 ? int8_table(v, lut) : 1.f;
    const int nb = D / Q8_BLOCK, sub = nb / rows->nb;
    kvt_pweights pw;
    float ft[MAX_D / Q8_BLOCK * CHUNK], mt[MAX_D / Q8_BLOCK * CHUNK];
    pdot_weights(rows, GB, n, mk, s, v->minv != NULL, ft, mt, &pw);
    const __m512i lut512 = v->bits == 4 ? _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)lut))
                                        : _mm512_setzero_si512();
#define KVT_GB(GBN)                                                                                                \
    case GBN:                                                                                                      \
        for (int b = 0; b < nb; b++)                                                                               \
            if (v->bits == 8)                                                                                      \
                pdot_block_vnni(8, rows, b, b / sub, GBN, n, &pw, acc, D, lut512, back);                           \
            else                                                                                                   \
                pdot_block_vnni(4, rows, b, b / sub, GBN, n, &pw, acc, D, lut512, back);                           \
        break;
    switch (GB) {
        KVT_GB(1)
        KVT_GB(2)
        KVT_GB(3)
        KVT_GB(4)
    }
#undef KVT_GB
}
#endif

/* One unit: query heads 0..G-1 of kv head `head` (batch row `b`), tokens [t0, t1).
   Writes its max and sum of exponentials per query head, and the unnormalized output; mask rows are
   `mstride` bytes apart (NULL: every token attends). */
static void attend_unit(const float *q, const kvt_side *k, const kvt_side *v, int64_t head, int64_t b, int G, int D,
                        int64_t t0, int64_t t1, float scaling, const uint8_t *mask, int64_t mstride, float *m_out,
                        float *l_out, float *acc, const kvt_q8 *q8) {
    float s[MAX_G][CHUNK];
    float fbuf[CHUNK * (MAX_D / LANES)], mbuf[CHUNK * (MAX_D / LANES)]; /* a side's scales and minima */
    const int n = (int)(t1 - t0);
    const uint8_t *mk = mask ? mask + b * mstride + t0 : NULL;
    const kvt_rows rows_k = chunk_rows(k, head, t0, n, D, fbuf, mbuf);
    for (int g0 = 0; g0 < G; g0 += HEADS_PER_PASS) {
        const int gb = G - g0 < HEADS_PER_PASS ? G - g0 : HEADS_PER_PASS;
        if (q8) /* int8 query rows: this head's first, head * G */
            keys_pass_q8(q8, head * G + g0, k, &rows_k, gb, D, n, mk, scaling, s + g0);
        else
            keys_pass(q + (int64_t)g0 * D, k, &rows_k, gb, D, n, mk, scaling, s + g0);
    }
    for (int g = 0; g < G; g++) {
        float *restrict sg = s[g];
        float mg = -INFINITY, sum = 0.f;
#pragma omp simd reduction(max : mg)
        for (int i = 0; i < n; i++) mg = sg[i] > mg ? sg[i] : mg;
        if (mg == -INFINITY) { /* every token masked: no weight (exp(-inf - -inf) would be NaN) */
            for (int i = 0; i < n; i++) sg[i] = 0.f;
        } else {
#pragma omp simd reduction(+ : sum)
            for (int i = 0; i < n; i++) {
                const float p = kvt_exp(sg[i] - mg); /* a masked token's -inf gives 0 */
                sg[i] = p;
                sum += p;
            }
        }
        m_out[g] = mg;
        l_out[g] = sum;
    }
    const kvt_rows rows_v = chunk_rows(v, head, t0, n, D, fbuf, mbuf);
#ifdef KVT_QDOT_VNNI
    if (v->qdot) { /* 8-bit weights (pdot_serves checked by the entry) */
        for (int g0 = 0; g0 < G; g0 += HEADS_PER_PASS)
            values_pass_p8(v, &rows_v, G - g0 < HEADS_PER_PASS ? G - g0 : HEADS_PER_PASS, D, n, mk, s + g0,
                           acc + (int64_t)g0 * D);
        return;
    }
#endif
    /* One block per value row and no minimum: each weight takes its row's scale here, once, instead of each decoded
       group (value_tiles). The sums of exponentials above are the weights' own. */
    const int unscaled = rows_v.nb == 1 && !v->minv && KVT_SCALES_AFTER(clone_of(v));
    if (unscaled)
        for (int g = 0; g < G; g++) {
            float *restrict sg = s[g];
            for (int i = 0; i < n; i++) sg[i] *= rows_v.f[i];
        }
    for (int g0 = 0; g0 < G; g0 += HEADS_PER_PASS)
        values_pass(v, &rows_v, G - g0 < HEADS_PER_PASS ? G - g0 : HEADS_PER_PASS, D, n, mk, s + g0,
                    acc + (int64_t)g0 * D, unscaled);
}

/* One unit over n full-precision rows (K, V: [n][D] float32, in the basis the query is in), as attend_unit over
   packed ones: per query head its max, its sum of exponentials and its unnormalized output. `mk`: the rows' mask
   bytes, or NULL. A score sums D/16 products per lane and then the 16 lanes (as the packed rows' do). */
static void attend_rows_f32(const float *q, const float *K, const float *V, int G, int D, int n, float scaling,
                            const uint8_t *mk, float *m_out, float *l_out, float *acc) {
    float s[MAX_G][CHUNK];
    for (int i = 0; i < n; i++) {
        const float *restrict kr = K + (int64_t)i * D;
        for (int g = 0; g < G; g++) {
            if (mk && !mk[i]) {
                s[g][i] = -INFINITY;
                continue;
            }
            kvt_v16 a = v16_zero();
            for (int d = 0; d < D; d += LANES) a = v16_fma(v16_load(q + (int64_t)g * D + d), v16_load(kr + d), a);
            float lane[LANES], dot = 0.f;
            v16_store(lane, a);
            for (int e = 0; e < LANES; e++) dot += lane[e];
            s[g][i] = dot * scaling;
        }
    }
    for (int g = 0; g < G; g++) {
        float *restrict sg = s[g];
        float mg = -INFINITY, sum = 0.f;
        for (int i = 0; i < n; i++) mg = sg[i] > mg ? sg[i] : mg;
        for (int i = 0; i < n; i++) {
            const float p = mg == -INFINITY ? 0.f : kvt_exp(sg[i] - mg); /* a masked row's -inf gives 0 */
            sg[i] = p;
            sum += p;
        }
        m_out[g] = mg;
        l_out[g] = sum;
        float *restrict o = acc + (int64_t)g * D;
        for (int d = 0; d < D; d += LANES) { /* a group of 16 outputs held across the rows */
            kvt_v16 og = v16_zero();
            for (int i = 0; i < n; i++) og = v16_fma(v16_load(V + (int64_t)i * D + d), v16_splat(sg[i]), og);
            v16_store(o + d, og);
        }
    }
}

typedef struct {
    const float *q;
    const kvt_side *k, *v;
    int Hkv, G, D;
    int64_t T, n_chunks, n_post, post_chunks, units, mstride;
    float scaling;
    const uint8_t *mask; /* the packed tokens' columns (prefix columns skipped; the suffix's follow them), or NULL */
    const float *post_k, *post_v;
    float *m, *l, *acc;
    const kvt_q8 *q8; /* the query quantized for int8 key scores, or NULL: float scores */
} kvt_job;

/* Per head, n_chunks units of packed tokens, then post_chunks units of full-precision suffix rows. */
static void run_units(const void *ctx, int64_t first, int64_t last) {
    const kvt_job *j = ctx;
    const int64_t per_head = j->n_chunks + j->post_chunks;
    for (int64_t u = first; u < last; u++) {
        const int64_t head = u / per_head, c = u % per_head;
        const int64_t b = head / j->Hkv;
        const float *q = j->q + head * j->G * j->D;
        if (c < j->n_chunks) {
            const int64_t t0 = c * CHUNK, t1 = t0 + CHUNK < j->T ? t0 + CHUNK : j->T;
            attend_unit(q, j->k, j->v, head, b, j->G, j->D, t0, t1, j->scaling, j->mask, j->mstride, j->m + u * j->G,
                        j->l + u * j->G, j->acc + u * j->G * j->D, j->q8);
        } else {
            const int64_t t0 = (c - j->n_chunks) * CHUNK, n = j->n_post - t0 < CHUNK ? j->n_post - t0 : CHUNK;
            const int64_t at = (head * j->n_post + t0) * j->D;
            attend_rows_f32(q, j->post_k + at, j->post_v + at, j->G, j->D, (int)n, j->scaling,
                            j->mask ? j->mask + b * j->mstride + j->T + t0 : NULL, j->m + u * j->G, j->l + u * j->G,
                            j->acc + u * j->G * j->D);
        }
    }
}

/* Units [first, last) of a job. */
typedef void (*kvt_units_fn)(const void *ctx, int64_t first, int64_t last);

#ifdef _OPENMP
/* `uneven`: units differ in work (prompt chunks under a causal mask), so threads take them as they finish. */
static void run_parallel(kvt_units_fn fn, const void *ctx, int64_t units, int n_threads, int uneven) {
    if (uneven) {
#pragma omp parallel for schedule(dynamic, 1) num_threads(n_threads)
        for (int64_t u = 0; u < units; u++) fn(ctx, u, u + 1);
    } else {
#pragma omp parallel for schedule(static) num_threads(n_threads)
        for (int64_t u = 0; u < units; u++) fn(ctx, u, u + 1);
    }
}
#else
/* Without OpenMP (Apple clang): a static split over pthreads started for the call; uneven units are dealt
   round-robin (thread i takes units i, i + n, ...) so each thread gets a share of the heavy and light ones. */
typedef struct {
    kvt_units_fn fn;
    const void *ctx;
    int64_t first, last, step;
} kvt_slice;

static void run_slice_now(const kvt_slice *s) {
    if (s->step == 1) {
        s->fn(s->ctx, s->first, s->last);
        return;
    }
    for (int64_t u = s->first; u < s->last; u += s->step) s->fn(s->ctx, u, u + 1);
}

static void *run_slice(void *arg) {
    run_slice_now(arg);
    return NULL;
}

static void run_parallel(kvt_units_fn fn, const void *ctx, int64_t units, int n_threads, int uneven) {
    enum { MAX_THREADS = 64 };
    int n = n_threads < 1 ? 1 : n_threads > MAX_THREADS ? MAX_THREADS : n_threads;
    if (n > units) n = (int)units;
    if (n <= 0) return;
    kvt_slice slices[MAX_THREADS];
    pthread_t threads[MAX_THREADS];
    int started[MAX_THREADS] = {0};
    for (int i = 0; i < n; i++)
        slices[i] = uneven ? (kvt_slice){fn, ctx, i, units, n}
                           : (kvt_slice){fn, ctx, units * i / n, units * (i + 1) / n, 1};
    for (int i = 1; i < n; i++) started[i] = pthread_create(&threads[i], NULL, run_slice, &slices[i]) == 0;
    run_slice_now(&slices[0]);
    for (int i = 1; i < n; i++) {
        if (started[i])
            pthread_join(threads[i], NULL);
        else
            run_slice_now(&slices[i]); /* no thread to be had: this one does the slice */
    }
}
#endif

/* q: [B, Hkv*G, D] float32 (query heads of one kv head adjacent); out: same shape.
   mask: [B, T] bytes, nonzero = attend, or NULL. sinks: [Hkv*G] learned logits, one per query head,
   that join each softmax's denominator without a value (gpt-oss attention sinks), or NULL.
   pre_k, pre_v: [B, Hkv, n_pre, D] float32, full-precision tokens read before the packed ones (a
   cache's exact sink tokens, in the basis the packed ones are read in), or NULL with n_pre 0; with
   them the mask is [B, n_pre + T], prefix columns first. They join the merge below as one more
   partial softmax, so a decode step with sink tokens needs nothing outside the kernel.
   post_k, post_v: [B, Hkv, n_post, D] float32, full-precision tokens read after the packed ones (a cache's
   window of recent tokens, in the same basis), or NULL with n_post 0; their columns follow the packed tokens'
   in the mask ([B, n_pre + T + n_post]). They are units of their own (CHUNK rows each), merged as the packed
   chunks are. T may be 0 when full-precision tokens are given (the sides' pointers are then never read).
   k->qdot nonzero: the packed keys are scored with the query quantized to int8 (see kvt_q8), -3 where the key side's
   codes do not allow it; full-precision tokens keep float scores.
   Returns 0, or a negative code for bad shapes. */
int kvt_decode_attention(const float *q, const kvt_side *k, const kvt_side *v, int B, int Hkv, int G, int64_t T,
                         int D, float scaling, const uint8_t *mask, const float *sinks, float *out, int n_threads,
                         const float *pre_k, const float *pre_v, int n_pre, const float *post_k, const float *post_v,
                         int64_t n_post) {
    if (D > MAX_D || G > MAX_G || D % LANES || D % k->block || D % v->block || k->block % LANES ||
        v->block % LANES || (T > 0 && k->bits >= 5 && k->bits <= 6 && (!k->high || !k->table)) ||
        (T > 0 && v->bits >= 5 && v->bits <= 6 && (!v->high || !v->table)) || T < 0 || n_pre < 0 || n_pre > CHUNK ||
        (n_pre > 0 && (!pre_k || !pre_v)) || n_post < 0 || (n_post > 0 && (!post_k || !post_v)) ||
        T + n_pre + n_post <= 0)
        return -1;
    const int64_t mstride = n_pre + T + n_post; /* a mask row: the prefix's columns, the packed tokens', the suffix's */
    const int64_t n_chunks = (T + CHUNK - 1) / CHUNK, post_chunks = (n_post + CHUNK - 1) / CHUNK;
    const int64_t units = (int64_t)B * Hkv * (n_chunks + post_chunks);
    const size_t slots = units > 0 ? (size_t)units : 1; /* malloc(0) may answer NULL */
    float *m = malloc(sizeof(float) * slots * G);
    float *l = malloc(sizeof(float) * slots * G);
    float *acc = malloc(sizeof(float) * slots * G * D);
    if (!m || !l || !acc) {
        free(m), free(l), free(acc);
        return -2;
    }
    kvt_q8 q8 = {NULL, NULL, NULL};
    int8_t *q8q = NULL;
    float *q8d = NULL;
    int32_t *q8l = NULL;
    if (k->qdot && T > 0) {
        if (!qdot_serves(k)) {
            free(m), free(l), free(acc);
            return -3;
        }
        const size_t rows = (size_t)B * Hkv * G, nb = (size_t)D / Q8_BLOCK;
        q8q = malloc(rows * D), q8d = malloc(sizeof(float) * rows * nb), q8l = malloc(sizeof(int32_t) * rows * nb * 8);
        if (!q8q || !q8d || !q8l) {
            free(m), free(l), free(acc), free(q8q), free(q8d), free(q8l);
            return -2;
        }
        quantize_query(q, (int64_t)rows, D, k->bits, q8q, q8d, q8l);
        q8 = (kvt_q8){q8q, q8d, q8l};
    }
    if (v->qdot && T > 0 && !pdot_serves(v)) {
        free(m), free(l), free(acc), free(q8q), free(q8d), free(q8l);
        return -4;
    }
    const kvt_job job = {q, k, v, Hkv, G, D, T, n_chunks, n_post, post_chunks, units, mstride, scaling,
                         mask ? mask + n_pre : NULL, post_k, post_v, m, l, acc, q8q ? &q8 : NULL};
    run_parallel(run_units, &job, units, n_threads, 0);
    free(q8q), free(q8d), free(q8l);
    const int64_t per_head = n_chunks + post_chunks;
    /* Merge each head's chunks: rescale every partial to the common max. */
    for (int64_t head = 0; head < (int64_t)B * Hkv; head++) {
        const int64_t b = head / Hkv;
        for (int g = 0; g < G; g++) {
            const float sink = sinks ? sinks[(head % Hkv) * G + g] : -INFINITY;
            float mx = sink;
            for (int64_t c = 0; c < per_head; c++) {
                const float mc = m[(head * per_head + c) * G + g];
                if (mc > mx) mx = mc;
            }
            /* The prefix tokens' scores (at most CHUNK of them), full precision. */
            float ps[CHUNK];
            const float *qg = q + (head * G + g) * D;
            for (int j = 0; j < n_pre; j++) {
                ps[j] = -INFINITY;
                if (mask && !mask[b * mstride + j]) continue;
                const float *kj = pre_k + (head * n_pre + j) * D;
                float dot = 0.f;
                for (int d = 0; d < D; d++) dot += qg[d] * kj[d];
                ps[j] = dot * scaling;
                if (ps[j] > mx) mx = ps[j];
            }
            float *o = out + (head * G + g) * D;
            memset(o, 0, (size_t)D * sizeof(float));
            if (mx == -INFINITY) continue; /* every token masked: zeros */
            float total = sinks ? expf(sink - mx) : 0.f;
            for (int j = 0; j < n_pre; j++) {
                if (ps[j] == -INFINITY) continue;
                const float w = expf(ps[j] - mx);
                total += w;
                const float *vj = pre_v + (head * n_pre + j) * D;
                for (int d = 0; d < D; d++) o[d] += w * vj[d];
            }
            for (int64_t c = 0; c < per_head; c++) {
                const int64_t u = head * per_head + c;
                const float mc = m[u * G + g];
                if (mc == -INFINITY) continue;
                const float w = expf(mc - mx);
                total += w * l[u * G + g];
                const float *a = acc + (u * G + g) * D;
                for (int d = 0; d < D; d++) o[d] += w * a[d];
            }
            const float inv = 1.f / total;
            for (int d = 0; d < D; d++) o[d] *= inv;
        }
    }
    free(m), free(l), free(acc);
    return 0;
}

/* ---------------------------------------------------------------------------------------------------------
   Prompt chunks: attention of several query tokens over the same packed keys and values (flash-attention
   style). A unit is (batch row, key/value head, block of query tokens); its rows are the block's query
   tokens times the G query heads of the group. It walks the stored tokens in tiles of PF_TILE: each tile's
   keys and values are decoded once, by the row decoders above (the clone a decode step takes), into a small
   float scratch of the unit (PF_TILE x D each, kept in cache), and every row of the unit then takes its scores
   from the tile (16 rows at a time, one lane per row: see tile_scores_t), the mask, an online softmax (running
   max and sum per row; the row's output rescaled when its max grows) and its weighted sum of the tile's values.
   Nothing of the cache's size is written. A tile no query of the block may see (beyond the causal limit, or masked for
   every row) is neither decoded nor read. Full-precision prefix tokens are tiles read in place (no decode).

   Summation order (what tests/cache/kernels/bounds.py bounds): a score sums its D products in order, in one
   lane (any order of D terms is within the dot-product bound); an output sums its weighted values token by
   token, and every tile after the first may rescale the sum once (one expf and one product: each tile counts
   as two merged partials in the bound). */

#define PF_TILE 32 /* stored tokens decoded per tile: 2 x 32 x D floats of scratch (64 KiB at D = 256) */
#define PF_ROWS 64 /* query rows (tokens x heads of a group) a unit holds */

typedef struct {
    const float *q; /* [B, Hkv * G, L, D] */
    const kvt_side *k, *v;
    kvt_clones clones;
    int Hkv, G, L, D, QB, n_pre, causal;
    int64_t T, n_post, n_blocks;
    float scaling;
    const uint8_t *mask; /* [b][l][n_pre + T] bytes, batch and row strides below; NULL: none */
    int64_t mask_b, mask_q;
    const float *sinks, *pre_k, *pre_v, *post_k, *post_v;
    float *out;  /* [B, L, Hkv * G, D] */
    int *failed; /* set when a unit found no memory for its scratch */
} kvt_prefill_job;

/* A side's rows [t0, t0 + n) of one head decoded to floats, dst[i * D + d] (`bits` a constant where inlined), the
   lookup prepared once for them. */
static inline __attribute__((always_inline)) void decode_rows(const kvt_side *s, const int bits, const kvt_rows *rows,
                                                              int n, int D, float *restrict dst) {
    const int nb = rows->nb, per = s->block / LANES, groups = D / LANES;
    const kvt_lut lut = lut_of(s, bits);
    for (int i = 0; i < n; i++) {
        const kvt_row row = row_of(rows, i);
        const float *restrict fr = rows->f + (int64_t)i * nb, *restrict mr = rows->m + (int64_t)i * nb;
        for (int gi = 0; gi < groups; gi++)
            v16_store(dst + (int64_t)i * D + LANES * gi,
                      decode_group_with(s, &lut, bits, &row, gi, fr[gi / per], mr[gi / per]));
    }
}

/* `clone`: the side's decoder (clone_of), the one a decode step takes. */
static void decode_tile(const kvt_side *s, int clone, int64_t head, int64_t t0, int n, int D, float *fbuf,
                        float *mbuf, float *dst) {
    const kvt_rows rows = chunk_rows(s, head, t0, n, D, fbuf, mbuf);
#define KVT_DECODE(BITS) decode_rows(s, BITS, &rows, n, D, dst)
    KVT_BY_CLONE(clone, KVT_DECODE)
#undef KVT_DECODE
}

/* Scores are kept token-major, St[t][r] (PF_ROWS apart), so that 16 rows' scores of one token are one vector: a
   score pass needs no lane sums (each lane is a row, summing its products over the head dimension in order), and
   the mask and online softmax below run across rows, 16 at a time. A pass holds PF_ST tokens x PF_SV vectors of
   16 rows; per head-dimension value it loads PF_SV vectors of the rows' query values (Qt: the unit's queries
   transposed once, [D][PF_ROWS]) and broadcasts PF_ST key values, for PF_ST * PF_SV multiply-adds. */
#ifdef KVT_AVX512
#define PF_ST 4 /* 16 zmm partial vectors, 4 query and 1 key beside them */
#define PF_SV 4
#else
#define PF_ST 4 /* 4 x 1 vectors of 16: 8 ymm (AVX2) or 16 NEON q registers, beside 2 (4) query and 1 key */
#define PF_SV 1
#endif

/* St[t][r] = scaling * q_r . K[t] for the tile's n tokens (rows of K, D apart) and rows [16 v0, 16 (v0 + sv)) (`sv`
   a constant where inlined). */
static inline __attribute__((always_inline)) void scores_pass(const float *restrict Qt, int v0, const int sv,
                                                              const float *restrict K, int n, int D, kvt_v16 sc,
                                                              float *restrict St) {
    for (int t0 = 0; t0 < n; t0 += PF_ST) {
        const float *kt[PF_ST]; /* past the tile's end, its last token again (results not kept) */
        for (int t = 0; t < PF_ST; t++) kt[t] = K + (int64_t)(t0 + t < n ? t0 + t : n - 1) * D;
        kvt_v16 a[PF_ST][PF_SV];
        for (int t = 0; t < PF_ST; t++)
            for (int e = 0; e < sv; e++) a[t][e] = v16_zero();
        for (int d = 0; d < D; d++) {
            kvt_v16 qv[PF_SV];
            for (int e = 0; e < sv; e++) qv[e] = v16_load(Qt + (int64_t)d * PF_ROWS + LANES * (v0 + e));
            for (int t = 0; t < PF_ST; t++) {
                const kvt_v16 kv = v16_splat(kt[t][d]);
                for (int e = 0; e < sv; e++) a[t][e] = v16_fma(qv[e], kv, a[t][e]);
            }
        }
        const int nt = n - t0 < PF_ST ? n - t0 : PF_ST;
        for (int t = 0; t < nt; t++)
            for (int e = 0; e < sv; e++)
                v16_store(St + (int64_t)(t0 + t) * PF_ROWS + LANES * (v0 + e), v16_mul(a[t][e], sc));
    }
}

/* St[t][r] = scaling * q_r . K[t] for the tile's n tokens and the unit's rows in nrv vectors of 16 (lanes past the
   unit's rows compute zeros, never read): PF_SV vectors per pass while they last, then one (a short chunk's few
   rows). */
static void tile_scores_t(const float *restrict Qt, int nrv, const float *restrict K, int n, int D, float scaling,
                          float *restrict St) {
    const kvt_v16 sc = v16_splat(scaling);
    int v0 = 0;
    for (; v0 + PF_SV <= nrv; v0 += PF_SV) scores_pass(Qt, v0, PF_SV, K, n, D, sc, St);
    for (; v0 < nrv; v0++) scores_pass(Qt, v0, 1, K, n, D, sc, St);
}

/* acc[d] += sum_t p[t * ps] * V[t][d]: four groups of 16 outputs held in registers across the tile's tokens. */
static void tile_values(const float *restrict p, int ps, const float *restrict V, int n, int D, float *restrict acc) {
    const int groups = D / LANES;
    int gi = 0;
    for (; gi + 4 <= groups; gi += 4) {
        float *restrict o = acc + LANES * gi;
        kvt_v16 o0 = v16_load(o), o1 = v16_load(o + LANES), o2 = v16_load(o + 2 * LANES), o3 = v16_load(o + 3 * LANES);
        for (int t = 0; t < n; t++) {
            const kvt_v16 w = v16_splat(p[(int64_t)t * ps]);
            const float *restrict vt = V + (int64_t)t * D + LANES * gi;
            o0 = v16_fma(v16_load(vt), w, o0);
            o1 = v16_fma(v16_load(vt + LANES), w, o1);
            o2 = v16_fma(v16_load(vt + 2 * LANES), w, o2);
            o3 = v16_fma(v16_load(vt + 3 * LANES), w, o3);
        }
        v16_store(o, o0), v16_store(o + LANES, o1), v16_store(o + 2 * LANES, o2), v16_store(o + 3 * LANES, o3);
    }
    for (; gi < groups; gi++) {
        float *restrict o = acc + LANES * gi;
        kvt_v16 o0 = v16_load(o);
        for (int t = 0; t < n; t++) o0 = v16_fma(v16_load(V + (int64_t)t * D + LANES * gi), v16_splat(p[(int64_t)t * ps]), o0);
        v16_store(o, o0);
    }
}

/* The last column query token l may see under a causal mask aligned at the end (columns count prefix tokens
   first, suffix tokens last): its own position among the n_pre + T + n_post columns. */
static inline int64_t causal_limit(const kvt_prefill_job *j, int l) { return j->n_pre + j->T + j->n_post - j->L + l; }

/* Whether any query token of [l0, l1) may see a column of [c0, c1). */
static int tile_visible(const kvt_prefill_job *j, int64_t b, int l0, int l1, int64_t c0, int64_t c1) {
    if (j->mask) {
        for (int l = l0; l < l1; l++) {
            const uint8_t *row = j->mask + b * j->mask_b + (int64_t)l * j->mask_q;
            for (int64_t c = c0; c < c1; c++)
                if (row[c]) return 1;
        }
        return 0;
    }
    return !j->causal || c0 <= causal_limit(j, l1 - 1);
}

/* Groups of 16 outputs a value pass holds per row, for four rows at once: 4 x 4 vectors with AVX-512's 32
   registers, 4 x 1 elsewhere. */
#ifdef KVT_AVX512
#define PF_VG 4
#else
#define PF_VG 1
#endif

/* acc[r][d] += sum_t P[t][r] * V[t][d] for all rows (P token-major, PF_ROWS apart): four rows at a time, so a loaded
   value group serves four rows; rows left over take tile_values. */
static void tile_values_rows(const float *restrict P, int nrows, const float *restrict V, int n, int D,
                             float *restrict acc) {
    const int groups = D / LANES;
    int r0 = 0;
    for (; r0 + 4 <= nrows; r0 += 4) {
        const float *restrict p0 = P + r0;
        float *restrict a0 = acc + (int64_t)r0 * D;
        for (int gi = 0; gi + PF_VG <= groups; gi += PF_VG) {
            kvt_v16 o[4][PF_VG];
            for (int r = 0; r < 4; r++)
                for (int e = 0; e < PF_VG; e++) o[r][e] = v16_load(a0 + (int64_t)r * D + LANES * (gi + e));
            for (int t = 0; t < n; t++) {
                kvt_v16 v[PF_VG];
                for (int e = 0; e < PF_VG; e++) v[e] = v16_load(V + (int64_t)t * D + LANES * (gi + e));
                for (int r = 0; r < 4; r++) {
                    const kvt_v16 w = v16_splat(p0[(int64_t)t * PF_ROWS + r]);
                    for (int e = 0; e < PF_VG; e++) o[r][e] = v16_fma(v[e], w, o[r][e]);
                }
            }
            for (int r = 0; r < 4; r++)
                for (int e = 0; e < PF_VG; e++) v16_store(a0 + (int64_t)r * D + LANES * (gi + e), o[r][e]);
        }
        for (int gi = groups / PF_VG * PF_VG; gi < groups; gi++) { /* groups a whole pass leaves over */
            kvt_v16 o[4];
            for (int r = 0; r < 4; r++) o[r] = v16_load(a0 + (int64_t)r * D + LANES * gi);
            for (int t = 0; t < n; t++) {
                const kvt_v16 v = v16_load(V + (int64_t)t * D + LANES * gi);
                for (int r = 0; r < 4; r++) o[r] = v16_fma(v, v16_splat(p0[(int64_t)t * PF_ROWS + r]), o[r]);
            }
            for (int r = 0; r < 4; r++) v16_store(a0 + (int64_t)r * D + LANES * gi, o[r]);
        }
    }
    for (; r0 < nrows; r0++) tile_values(P + r0, PF_ROWS, V, n, D, acc + (int64_t)r0 * D);
}

/* One tile (columns [c0, c0 + n), keys K and values V as floats) for every row of a unit: every row's scores, the
   mask, the online softmax (weights written over the scores; a row's sum so far rescaled when its max grows), then
   every row's weighted values. A row that may see no token of the tile gets zero weights (adding nothing). The
   softmax runs across rows (lanes: every row's max, sum and weights at once). */
static void prefill_tile(const kvt_prefill_job *j, int64_t b, int l0, int nq, int64_t c0, int n, const float *K,
                         const float *V, const float *Qt, float *St, float *m, float *lsum, float *acc) {
    const int G = j->G, D = j->D, rows = nq * G, lanes = (rows + LANES - 1) / LANES * LANES;
    tile_scores_t(Qt, lanes / LANES, K, n, D, j->scaling, St);
    if (j->mask) { /* a query token's row of the mask, checked once for its G rows; most tiles are fully visible */
        for (int li = 0; li < nq; li++) {
            const uint8_t *mrow = j->mask + b * j->mask_b + (int64_t)(l0 + li) * j->mask_q + c0;
            if (!memchr(mrow, 0, (size_t)n)) continue;
            for (int t = 0; t < n; t++)
                if (!mrow[t])
                    for (int g = 0; g < G; g++) St[(int64_t)t * PF_ROWS + li * G + g] = -INFINITY;
        }
    } else if (j->causal && c0 + n - 1 > causal_limit(j, l0)) { /* columns past a query token's own position */
        for (int r = 0; r < rows; r++) {
            const int64_t lim = causal_limit(j, l0 + r / G) - c0 + 1;
            for (int64_t t = lim < 0 ? 0 : lim; t < n; t++) St[t * PF_ROWS + r] = -INFINITY;
        }
    }
    float mx[PF_ROWS], mnew[PF_ROWS], sum[PF_ROWS];
#pragma omp simd
    for (int r = 0; r < lanes; r++) mx[r] = -INFINITY, sum[r] = 0.f;
    for (int t = 0; t < n; t++) {
        const float *restrict s = St + (int64_t)t * PF_ROWS;
#pragma omp simd
        for (int r = 0; r < lanes; r++) mx[r] = s[r] > mx[r] ? s[r] : mx[r];
    }
#pragma omp simd
    for (int r = 0; r < lanes; r++) mnew[r] = mx[r] > m[r] ? mx[r] : m[r];
    for (int t = 0; t < n; t++) {
        float *restrict s = St + (int64_t)t * PF_ROWS;
#pragma omp simd
        for (int r = 0; r < lanes; r++) { /* a masked token's -inf gives 0; so does every token of a row that sees none */
            const float e = mnew[r] == -INFINITY ? 0.f : kvt_exp(s[r] - mnew[r]);
            s[r] = e;
            sum[r] += e;
        }
    }
    for (int r = 0; r < rows; r++) {
        if (mnew[r] != m[r]) { /* the max grew: the sum so far rescaled */
            const float alpha = m[r] == -INFINITY ? 0.f : expf(m[r] - mnew[r]);
            float *restrict a = acc + (int64_t)r * D;
            for (int d = 0; d < D; d++) a[d] *= alpha;
            lsum[r] *= alpha;
            m[r] = mnew[r];
        }
        lsum[r] += sum[r];
    }
    tile_values_rows(St, rows, V, n, D, acc);
}

static void prefill_units(const void *ctx, int64_t first, int64_t last) {
    const kvt_prefill_job *j = ctx;
    const int G = j->G, D = j->D, Hq = j->Hkv * G;
    const int nb_max = D / LANES; /* the most blocks a row has (blocks are multiples of 16) */
    const size_t floats = (size_t)2 * PF_TILE * D + (size_t)PF_ROWS * PF_TILE + (size_t)PF_ROWS * (2 + 2 * D) +
                          (size_t)2 * PF_TILE * nb_max;
    float *buf = malloc(sizeof(float) * floats);
    if (!buf) {
        __atomic_store_n(j->failed, 1, __ATOMIC_RELAXED);
        return;
    }
    float *K = buf, *V = K + (size_t)PF_TILE * D, *St = V + (size_t)PF_TILE * D;
    float *m = St + (size_t)PF_ROWS * PF_TILE, *lsum = m + PF_ROWS, *acc = lsum + PF_ROWS, *Qt = acc + (size_t)PF_ROWS * D;
    float *fbuf = Qt + (size_t)PF_ROWS * D, *mbuf = fbuf + (size_t)PF_TILE * nb_max;
    for (int64_t u = first; u < last; u++) {
        const int64_t head = u / j->n_blocks, b = head / j->Hkv, h = head % j->Hkv;
        const int l0 = (int)(u % j->n_blocks) * j->QB, nq = j->L - l0 < j->QB ? j->L - l0 : j->QB;
        const int rows = nq * G;
        memset(Qt, 0, sizeof(float) * (size_t)PF_ROWS * D); /* rows past the unit's: zero queries, never read */
        for (int li = 0; li < nq; li++)
            for (int g = 0; g < G; g++) {
                const float *qr = j->q + (((b * Hq + h * G + g) * j->L) + l0 + li) * D;
                for (int d = 0; d < D; d++) Qt[(int64_t)d * PF_ROWS + li * G + g] = qr[d];
            }
        for (int r = 0; r < PF_ROWS; r++) m[r] = -INFINITY, lsum[r] = 0.f;
        memset(acc, 0, sizeof(float) * (size_t)rows * D);
        for (int64_t c0 = 0; c0 < j->n_pre; c0 += PF_TILE) { /* prefix tokens: full precision, read in place */
            const int n = (int)(j->n_pre - c0 < PF_TILE ? j->n_pre - c0 : PF_TILE);
            if (!tile_visible(j, b, l0, l0 + nq, c0, c0 + n)) continue;
            const int64_t at = (head * j->n_pre + c0) * D;
            prefill_tile(j, b, l0, nq, c0, n, j->pre_k + at, j->pre_v + at, Qt, St, m, lsum, acc);
        }
        for (int64_t t0 = 0; t0 < j->T; t0 += PF_TILE) {
            const int n = (int)(j->T - t0 < PF_TILE ? j->T - t0 : PF_TILE);
            const int64_t c0 = j->n_pre + t0;
            if (!tile_visible(j, b, l0, l0 + nq, c0, c0 + n)) continue;
            decode_tile(j->k, j->clones.k, head, t0, n, D, fbuf, mbuf, K);
            decode_tile(j->v, j->clones.v, head, t0, n, D, fbuf, mbuf, V);
            prefill_tile(j, b, l0, nq, c0, n, K, V, Qt, St, m, lsum, acc);
        }
        for (int64_t t0 = 0; t0 < j->n_post; t0 += PF_TILE) { /* suffix tokens: full precision, read in place */
            const int n = (int)(j->n_post - t0 < PF_TILE ? j->n_post - t0 : PF_TILE);
            const int64_t c0 = j->n_pre + j->T + t0;
            if (!tile_visible(j, b, l0, l0 + nq, c0, c0 + n)) continue;
            const int64_t at = (head * j->n_post + t0) * D;
            prefill_tile(j, b, l0, nq, c0, n, j->post_k + at, j->post_v + at, Qt, St, m, lsum, acc);
        }
        for (int li = 0; li < nq; li++)
            for (int g = 0; g < G; g++) {
                const int r = li * G + g;
                float *o = j->out + (((b * j->L) + l0 + li) * Hq + h * G + g) * D;
                const float sink = j->sinks ? j->sinks[h * G + g] : -INFINITY;
                const float mf = sink > m[r] ? sink : m[r];
                if (mf == -INFINITY) { /* every token masked: zeros */
                    memset(o, 0, sizeof(float) * (size_t)D);
                    continue;
                }
                const float w = m[r] == -INFINITY ? 0.f : expf(m[r] - mf);
                const float total = lsum[r] * w + (j->sinks ? expf(sink - mf) : 0.f);
                const float scale = w / total;
                const float *a = acc + (int64_t)r * D;
                for (int d = 0; d < D; d++) o[d] = a[d] * scale;
            }
    }
    free(buf);
}

/* q: [B, Hkv*G, L, D] float32 (L query tokens; query heads of one kv head adjacent); out: [B, L, Hkv*G, D].
   mask: bytes, nonzero = attend, row (b, l) at mask + b * mask_b + l * mask_q, n_pre + T + n_post columns
   (prefix columns first, suffix columns last), or NULL: then `causal` nonzero masks each query token's later
   columns, the L queries being the last L of the n_pre + T + n_post positions, and zero lets every query see
   every column. sinks, pre_k, pre_v, n_pre, post_k, post_v, n_post: as for kvt_decode_attention. Returns 0, or a
   negative code for bad shapes or no memory. */
int kvt_prefill_attention(const float *q, const kvt_side *k, const kvt_side *v, int B, int Hkv, int G, int L,
                          int64_t T, int D, float scaling, const uint8_t *mask, int64_t mask_b, int64_t mask_q,
                          int causal, const float *sinks, float *out, int n_threads, const float *pre_k,
                          const float *pre_v, int n_pre, const float *post_k, const float *post_v, int64_t n_post) {
    if (D > MAX_D || G > MAX_G || G > PF_ROWS || L <= 0 || D % LANES || D % k->block || D % v->block ||
        k->block % LANES || v->block % LANES || (T > 0 && k->bits >= 5 && k->bits <= 6 && !k->high) ||
        (T > 0 && v->bits >= 5 && v->bits <= 6 && !v->high) || T < 0 || n_pre < 0 || n_pre > CHUNK ||
        (n_pre > 0 && (!pre_k || !pre_v)) || n_post < 0 || (n_post > 0 && (!post_k || !post_v)) ||
        T + n_pre + n_post <= 0)
        return -1;
    const int QB = PF_ROWS / G; /* query tokens per unit */
    const int64_t n_blocks = (L + QB - 1) / QB;
    int failed = 0;
    const kvt_prefill_job job = {q, k, v, clones_of(k, v), Hkv, G, L, D, QB, n_pre, causal, T, n_post, n_blocks,
                                 scaling, mask, mask_b, mask_q, sinks, pre_k, pre_v, post_k, post_v, out, &failed};
    run_parallel(prefill_units, &job, (int64_t)B * Hkv * n_blocks, n_threads, 1);
    return failed ? -2 : 0;
}
