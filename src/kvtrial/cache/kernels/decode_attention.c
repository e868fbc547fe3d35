/* Fused single-query attention over bit-packed keys and values (one decode step).

   kvtrial compiles this file once per machine and instruction-set variant (see build.py) and calls
   it through ctypes. Every stored row is decoded once, in registers and a 1-row buffer, straight
   from the packed codes: no dequantized copy of the cache is ever written, so a step reads the
   packed bytes (4-8x fewer than a float32 cache) once.

   A side (keys or values) is described by `kvt_side`: how to turn one stored row into floats.
     bits 8: int8 codes, value = code * scale                     (q8_0)
     bits 4: two codes per byte, value = table[code] * scale + min (q4_0, q4_1, iq4_nl, turbo4)
     bits 3: eight codes per three bytes, same formula             (turbo3)
     bits 5, 6: low 4 bits two per byte plus a plane of high bits (`high`, one or two bits per value),
             same formula over a 32- or 64-entry table              (q5_0, q5_1, turbo5, turbo6)
   `table` is indexed by a whole key of bytes: 256 keys x 2 values for 4-bit codes, 4096 keys
   x 4 values (12 bits) for 3-bit codes, so a row decodes with one copy per key.
   Scales and minima are fp16, one per block of `block` values.

   A row decodes 16 values at a time, each group with one scale (every block is a multiple of 16),
   so one loop shape serves every block size. Per instruction set, only the 4-bit lookup differs:
   AVX-512 permutes a 16-entry register table, AVX2 two 8-entry halves, everything else (NEON,
   portable builds) copies pairs from the byte table. The dot products and accumulations are plain
   loops over a head dimension fixed at compile time (64, 128, 256, or any other at run time),
   which the compiler vectorizes for the target.

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

/* 16 codes of 4 bits (8 bytes) to scaled values: dst[l] = values[code_l] * f + m. */
static inline void decode16_u4(const kvt_side *s, const uint8_t *restrict c, float f, float m, float *restrict dst) {
#if !defined(KVT_PORTABLE) && defined(__AVX512F__)
    const __m128i low4 = _mm_set1_epi8(0x0F);
    const __m128i bytes = _mm_loadl_epi64((const __m128i *)c);
    const __m128i lo = _mm_and_si128(bytes, low4), hi = _mm_and_si128(_mm_srli_epi16(bytes, 4), low4);
    const __m512i idx = _mm512_cvtepu8_epi32(_mm_unpacklo_epi8(lo, hi));
    const __m512 x = _mm512_permutexvar_ps(idx, _mm512_loadu_ps(s->values));
    _mm512_storeu_ps(dst, _mm512_fmadd_ps(x, _mm512_set1_ps(f), _mm512_set1_ps(m)));
#elif !defined(KVT_PORTABLE) && defined(__AVX2__) && defined(__FMA__)
    /* Two 8-entry register tables; bit 3 of a code picks the half (blendv reads the sign bit). */
    const __m256 lut_lo = _mm256_loadu_ps(s->values), lut_hi = _mm256_loadu_ps(s->values + 8);
    const __m128i low4 = _mm_set1_epi8(0x0F);
    const __m128i bytes = _mm_loadl_epi64((const __m128i *)c);
    const __m128i lo = _mm_and_si128(bytes, low4), hi = _mm_and_si128(_mm_srli_epi16(bytes, 4), low4);
    const __m128i codes = _mm_unpacklo_epi8(lo, hi);
    const __m256 vf = _mm256_set1_ps(f), vm = _mm256_set1_ps(m);
    for (int half = 0; half < 2; half++) {
        const __m256i idx = _mm256_cvtepu8_epi32(half ? _mm_srli_si128(codes, 8) : codes);
        const __m256 pick = _mm256_castsi256_ps(_mm256_slli_epi32(idx, 28));
        const __m256 x = _mm256_blendv_ps(_mm256_permutevar8x32_ps(lut_lo, idx), _mm256_permutevar8x32_ps(lut_hi, idx), pick);
        _mm256_storeu_ps(dst + 8 * half, _mm256_fmadd_ps(x, vf, vm));
    }
#else
    float x[LANES];
    for (int i = 0; i < LANES / 2; i++) memcpy(x + 2 * i, s->table + 2 * c[i], 2 * sizeof(float));
#pragma omp simd
    for (int l = 0; l < LANES; l++) dst[l] = x[l] * f + m;
#endif
}

/* 16 codes of 3 bits (6 bytes: two little-endian 24-bit words of eight codes each) to scaled values. With
   SIMD the eight code values fit one register: each lane shifts its code out of its word and looks it up;
   elsewhere 12-bit keys index a table of four values each. */
static inline void decode16_u3(const kvt_side *s, const uint8_t *restrict c, float f, float m, float *restrict dst) {
    const uint32_t w0 = (uint32_t)c[0] | ((uint32_t)c[1] << 8) | ((uint32_t)c[2] << 16);
    const uint32_t w1 = (uint32_t)c[3] | ((uint32_t)c[4] << 8) | ((uint32_t)c[5] << 16);
#if !defined(KVT_PORTABLE) && defined(__AVX512F__)
    const __m512i words = _mm512_inserti64x4(_mm512_castsi256_si512(_mm256_set1_epi32((int)w0)),
                                             _mm256_set1_epi32((int)w1), 1);
    const __m512i shift = _mm512_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21, 0, 3, 6, 9, 12, 15, 18, 21);
    const __m512i idx = _mm512_and_si512(_mm512_srlv_epi32(words, shift), _mm512_set1_epi32(7));
    const __m512 x = _mm512_permutexvar_ps(idx, _mm512_loadu_ps(s->values));
    _mm512_storeu_ps(dst, _mm512_fmadd_ps(x, _mm512_set1_ps(f), _mm512_set1_ps(m)));
#elif !defined(KVT_PORTABLE) && defined(__AVX2__) && defined(__FMA__)
    const __m256 lut = _mm256_loadu_ps(s->values);
    const __m256i shift = _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21), seven = _mm256_set1_epi32(7);
    const __m256 vf = _mm256_set1_ps(f), vm = _mm256_set1_ps(m);
    const __m256i i0 = _mm256_and_si256(_mm256_srlv_epi32(_mm256_set1_epi32((int)w0), shift), seven);
    const __m256i i1 = _mm256_and_si256(_mm256_srlv_epi32(_mm256_set1_epi32((int)w1), shift), seven);
    _mm256_storeu_ps(dst, _mm256_fmadd_ps(_mm256_permutevar8x32_ps(lut, i0), vf, vm));
    _mm256_storeu_ps(dst + 8, _mm256_fmadd_ps(_mm256_permutevar8x32_ps(lut, i1), vf, vm));
#else
    float x[LANES];
    memcpy(x, s->table + 4 * (w0 & 0xFFF), 4 * sizeof(float));
    memcpy(x + 4, s->table + 4 * (w0 >> 12), 4 * sizeof(float));
    memcpy(x + 8, s->table + 4 * (w1 & 0xFFF), 4 * sizeof(float));
    memcpy(x + 12, s->table + 4 * (w1 >> 12), 4 * sizeof(float));
#pragma omp simd
    for (int l = 0; l < LANES; l++) dst[l] = x[l] * f + m;
#endif
}

/* 16 codes of 5 or 6 bits stored split (8 bytes of low nibbles; 2 or 4 bytes of high bits, `hbits` = 1 or 2 per
   value) to scaled values over a 32- or 64-entry table. */
static inline void decode16_split(const kvt_side *s, const uint8_t *restrict c, const uint8_t *restrict h,
                                  const int hbits, float f, float m, float *restrict dst) {
    uint32_t hb = (uint32_t)h[0] | ((uint32_t)h[1] << 8);
    if (hbits == 2) hb |= ((uint32_t)h[2] << 16) | ((uint32_t)h[3] << 24);
    const uint32_t hmask = (1u << hbits) - 1;
#if !defined(KVT_PORTABLE) && defined(__AVX512F__)
    const __m128i low4 = _mm_set1_epi8(0x0F);
    const __m128i bytes = _mm_loadl_epi64((const __m128i *)c);
    const __m128i lo = _mm_and_si128(bytes, low4), hi = _mm_and_si128(_mm_srli_epi16(bytes, 4), low4);
    const __m512i lane = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m512i top = _mm512_and_si512(_mm512_srlv_epi32(_mm512_set1_epi32((int)hb), _mm512_mullo_epi32(lane,
                                         _mm512_set1_epi32(hbits))), _mm512_set1_epi32((int)hmask));
    const __m512i idx = _mm512_or_si512(_mm512_cvtepu8_epi32(_mm_unpacklo_epi8(lo, hi)), _mm512_slli_epi32(top, 4));
    __m512 x = _mm512_permutex2var_ps(_mm512_loadu_ps(s->values), idx, _mm512_loadu_ps(s->values + 16));
    if (hbits == 2) {
        const __m512 upper = _mm512_permutex2var_ps(_mm512_loadu_ps(s->values + 32), idx, _mm512_loadu_ps(s->values + 48));
        x = _mm512_mask_blend_ps(_mm512_test_epi32_mask(idx, _mm512_set1_epi32(32)), x, upper);
    }
    _mm512_storeu_ps(dst, _mm512_fmadd_ps(x, _mm512_set1_ps(f), _mm512_set1_ps(m)));
#elif !defined(KVT_PORTABLE) && defined(__AVX2__) && defined(__FMA__)
    const __m128i low4 = _mm_set1_epi8(0x0F);
    const __m128i bytes = _mm_loadl_epi64((const __m128i *)c);
    const __m128i lo = _mm_and_si128(bytes, low4), hi = _mm_and_si128(_mm_srli_epi16(bytes, 4), low4);
    const __m128i codes = _mm_unpacklo_epi8(lo, hi);
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), vmask = _mm256_set1_epi32((int)hmask);
    const __m256 vf = _mm256_set1_ps(f), vm = _mm256_set1_ps(m);
    for (int half = 0; half < 2; half++) {
        const __m256i shift = _mm256_mullo_epi32(_mm256_add_epi32(lane, _mm256_set1_epi32(8 * half)),
                                                 _mm256_set1_epi32(hbits));
        const __m256i top = _mm256_and_si256(_mm256_srlv_epi32(_mm256_set1_epi32((int)hb), shift), vmask);
        const __m256i idx = _mm256_or_si256(_mm256_cvtepu8_epi32(half ? _mm_srli_si128(codes, 8) : codes),
                                            _mm256_slli_epi32(top, 4));
        const __m256 x = _mm256_i32gather_ps(s->values, idx, 4);
        _mm256_storeu_ps(dst + 8 * half, _mm256_fmadd_ps(x, vf, vm));
    }
#else
    float x[LANES];
    for (int i = 0; i < LANES / 2; i++) {
        x[2 * i] = s->values[(c[i] & 0x0Fu) | (((hb >> (hbits * 2 * i)) & hmask) << 4)];
        x[2 * i + 1] = s->values[(c[i] >> 4) | (((hb >> (hbits * (2 * i + 1))) & hmask) << 4)];
    }
#pragma omp simd
    for (int l = 0; l < LANES; l++) dst[l] = x[l] * f + m;
#endif
}

static inline void decode16_i8(const int8_t *restrict q, float f, float *restrict dst) {
#if !defined(KVT_PORTABLE) && defined(__AVX512F__)
    const __m512 x = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128((const __m128i *)q)));
    _mm512_storeu_ps(dst, _mm512_mul_ps(x, _mm512_set1_ps(f)));
#elif !defined(KVT_PORTABLE) && defined(__AVX2__) && defined(__FMA__)
    const __m256 vf = _mm256_set1_ps(f);
    for (int half = 0; half < 2; half++) {
        const __m256i w = _mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(q + 8 * half)));
        _mm256_storeu_ps(dst + 8 * half, _mm256_mul_ps(_mm256_cvtepi32_ps(w), vf));
    }
#else
#pragma omp simd
    for (int l = 0; l < LANES; l++) dst[l] = (float)q[l] * f;
#endif
}

/* One stored row (head, t), decoded and scaled: dst[d] = value of the row at d. Each block's scale (and
   min) is read once and serves its groups of 16. */
static inline __attribute__((always_inline)) void decode_row(const kvt_side *s, int64_t head, int64_t t, const int D,
                                                             float *restrict dst) {
    const int nb = D / s->block, per = s->block / LANES;
    const int64_t o = head * s->head_scale + t * nb;
    const _Float16 *restrict sc = s->scale + o;
    const _Float16 *restrict mn = s->minv ? s->minv + o : NULL;
    const uint8_t *c = s->codes + head * s->head_codes + t * s->code_bytes;
    const uint8_t *h = s->high ? s->high + head * s->head_high + t * s->high_bytes : NULL;
    /* One loop per code width, chosen once per row (the same every row: a predicted branch). */
#define KVT_ROW(DECODE16)                                                                                          \
    for (int j = 0; j < nb; j++) {                                                                                 \
        const float f = (float)sc[j], m = mn ? (float)mn[j] : 0.f;                                                 \
        (void)m; /* int8 rows have no minimum */                                                                \
        for (int i = j * per; i < (j + 1) * per; i++) DECODE16;                                                    \
    }
    if (s->bits == 8) {
        KVT_ROW(decode16_i8((const int8_t *)c + LANES * i, f, dst + LANES * i))
    } else if (s->bits == 4) {
        KVT_ROW(decode16_u4(s, c + 8 * i, f, m, dst + LANES * i))
    } else if (s->bits == 5) {
        KVT_ROW(decode16_split(s, c + 8 * i, h + 2 * i, 1, f, m, dst + LANES * i))
    } else if (s->bits == 6) {
        KVT_ROW(decode16_split(s, c + 8 * i, h + 4 * i, 2, f, m, dst + LANES * i))
    } else {
        KVT_ROW(decode16_u3(s, c + 6 * i, f, m, dst + LANES * i))
    }
#undef KVT_ROW
}

/* One unit: query heads 0..G-1 of kv head `head` (batch row `b`), tokens [t0, t1).
   Writes its max and sum of exponentials per query head, and the unnormalized output; mask rows are
   `mstride` bytes apart (NULL: every token attends). A key row is decoded once, then dotted with the
   G query heads; a value row is decoded once, then added to the G outputs with their weights.
   Inlined with D a compile-time constant where the caller knows it, so the loops unroll. */
static inline __attribute__((always_inline)) void attend_chunk(
    const float *restrict q, const kvt_side *k, const kvt_side *v, int64_t head, int64_t b, int G, const int D,
    int64_t t0, int64_t t1, float scaling, const uint8_t *restrict mask, int64_t mstride, float *restrict m_out,
    float *restrict l_out, float *restrict acc) {
    float row[MAX_D] __attribute__((aligned(64)));
    float s[MAX_G][CHUNK];
    float m[MAX_G];
    const int n = (int)(t1 - t0);
    const uint8_t *mk = mask ? mask + b * mstride + t0 : NULL;
    for (int g = 0; g < G; g++) m[g] = -INFINITY;
    for (int i = 0; i < n; i++) {
        if (mk && !mk[i]) {
            for (int g = 0; g < G; g++) s[g][i] = -INFINITY;
            continue;
        }
        decode_row(k, head, t0 + i, D, row);
        for (int g = 0; g < G; g++) {
            const float *restrict qg = q + (int64_t)g * D;
            float dot = 0.f;
#pragma omp simd reduction(+ : dot)
            for (int d = 0; d < D; d++) dot += qg[d] * row[d];
            dot *= scaling;
            s[g][i] = dot;
            m[g] = dot > m[g] ? dot : m[g];
        }
    }
    for (int g = 0; g < G; g++) {
        float sum = 0.f;
        const float mg = m[g];
        if (mg != -INFINITY) {
            float *restrict sg = s[g];
#pragma omp simd reduction(+ : sum)
            for (int i = 0; i < n; i++) {
                const float p = kvt_exp(sg[i] - mg); /* a masked token's -inf gives 0 */
                sg[i] = p;
                sum += p;
            }
        }
        m_out[g] = mg;
        l_out[g] = sum;
        memset(acc + (int64_t)g * D, 0, (size_t)D * sizeof(float));
    }
    for (int i = 0; i < n; i++) {
        if (mk && !mk[i]) continue;
        decode_row(v, head, t0 + i, D, row);
        for (int g = 0; g < G; g++) {
            if (m[g] == -INFINITY) continue;
            const float p = s[g][i];
            float *restrict a = acc + (int64_t)g * D;
#pragma omp simd
            for (int d = 0; d < D; d++) a[d] += p * row[d];
        }
    }
}

/* The unit's work with the head dimension fixed for the common sizes (one clone each). */
static void attend_unit(const float *q, const kvt_side *k, const kvt_side *v, int64_t head, int64_t b, int G, int D,
                        int64_t t0, int64_t t1, float scaling, const uint8_t *mask, int64_t mstride, float *m_out,
                        float *l_out, float *acc) {
    switch (D) {
    case 64: attend_chunk(q, k, v, head, b, G, 64, t0, t1, scaling, mask, mstride, m_out, l_out, acc); break;
    case 128: attend_chunk(q, k, v, head, b, G, 128, t0, t1, scaling, mask, mstride, m_out, l_out, acc); break;
    case 256: attend_chunk(q, k, v, head, b, G, 256, t0, t1, scaling, mask, mstride, m_out, l_out, acc); break;
    default: attend_chunk(q, k, v, head, b, G, D, t0, t1, scaling, mask, mstride, m_out, l_out, acc); break;
    }
}

typedef struct {
    const float *q;
    const kvt_side *k, *v;
    int Hkv, G, D;
    int64_t T, n_chunks, units, mstride;
    float scaling;
    const uint8_t *mask; /* the packed tokens' columns (prefix columns skipped), or NULL */
    float *m, *l, *acc;
} kvt_job;

static void run_units(const kvt_job *j, int64_t first, int64_t last) {
    for (int64_t u = first; u < last; u++) {
        const int64_t head = u / j->n_chunks, c = u % j->n_chunks;
        const int64_t b = head / j->Hkv;
        const int64_t t0 = c * CHUNK, t1 = t0 + CHUNK < j->T ? t0 + CHUNK : j->T;
        attend_unit(j->q + head * j->G * j->D, j->k, j->v, head, b, j->G, j->D, t0, t1, j->scaling, j->mask,
                    j->mstride, j->m + u * j->G, j->l + u * j->G, j->acc + u * j->G * j->D);
    }
}

#ifdef _OPENMP
static void run_parallel(const kvt_job *j, int n_threads) {
#pragma omp parallel for schedule(static) num_threads(n_threads)
    for (int64_t u = 0; u < j->units; u++) run_units(j, u, u + 1);
}
#else
/* Without OpenMP (Apple clang): the same static split over pthreads started for the call. */
typedef struct {
    const kvt_job *job;
    int64_t first, last;
} kvt_slice;

static void *run_slice(void *arg) {
    const kvt_slice *s = arg;
    run_units(s->job, s->first, s->last);
    return NULL;
}

static void run_parallel(const kvt_job *j, int n_threads) {
    enum { MAX_THREADS = 64 };
    int n = n_threads < 1 ? 1 : n_threads > MAX_THREADS ? MAX_THREADS : n_threads;
    if (n > j->units) n = (int)j->units;
    kvt_slice slices[MAX_THREADS];
    pthread_t threads[MAX_THREADS];
    int started[MAX_THREADS] = {0};
    for (int i = 0; i < n; i++) slices[i] = (kvt_slice){j, j->units * i / n, j->units * (i + 1) / n};
    for (int i = 1; i < n; i++) started[i] = pthread_create(&threads[i], NULL, run_slice, &slices[i]) == 0;
    run_slice(&slices[0]);
    for (int i = 1; i < n; i++) {
        if (started[i])
            pthread_join(threads[i], NULL);
        else
            run_slice(&slices[i]); /* no thread to be had: this one does the slice */
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
   Returns 0, or a negative code for bad shapes. */
int kvt_decode_attention(const float *q, const kvt_side *k, const kvt_side *v, int B, int Hkv, int G, int64_t T,
                         int D, float scaling, const uint8_t *mask, const float *sinks, float *out, int n_threads,
                         const float *pre_k, const float *pre_v, int n_pre) {
    if (D > MAX_D || G > MAX_G || D % LANES || D % k->block || D % v->block || k->block % LANES ||
        v->block % LANES || (k->bits >= 5 && k->bits <= 6 && !k->high) ||
        (v->bits >= 5 && v->bits <= 6 && !v->high) || T <= 0 || n_pre < 0 || n_pre > CHUNK || (n_pre > 0 && (!pre_k || !pre_v)))
        return -1;
    const int64_t mstride = T + n_pre; /* a mask row: the prefix's columns, then the packed tokens' */
    const int64_t n_chunks = (T + CHUNK - 1) / CHUNK;
    const int64_t units = (int64_t)B * Hkv * n_chunks;
    float *m = malloc(sizeof(float) * units * G);
    float *l = malloc(sizeof(float) * units * G);
    float *acc = malloc(sizeof(float) * units * G * D);
    if (!m || !l || !acc) {
        free(m), free(l), free(acc);
        return -2;
    }
    const kvt_job job = {q, k, v, Hkv, G, D, T, n_chunks, units, mstride, scaling, mask ? mask + n_pre : NULL,
                         m, l, acc};
    run_parallel(&job, n_threads);
    /* Merge each head's chunks: rescale every partial to the common max. */
    for (int64_t head = 0; head < (int64_t)B * Hkv; head++) {
        const int64_t b = head / Hkv;
        for (int g = 0; g < G; g++) {
            const float sink = sinks ? sinks[(head % Hkv) * G + g] : -INFINITY;
            float mx = sink;
            for (int64_t c = 0; c < n_chunks; c++) {
                const float mc = m[(head * n_chunks + c) * G + g];
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
            for (int64_t c = 0; c < n_chunks; c++) {
                const int64_t u = head * n_chunks + c;
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
