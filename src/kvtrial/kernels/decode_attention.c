/* Fused single-query attention over bit-packed keys and values (one decode step).

   kvtrial compiles this file once per machine (see build.py) and calls it through ctypes.
   Every stored row is decoded once, in registers and a 1-row buffer, straight from the packed
   codes: no dequantized copy of the cache is ever written, so a step reads the packed bytes
   (4-8x fewer than a float32 cache) once.

   A side (keys or values) is described by `kvt_side`: how to turn one stored row into floats.
     bits 8: int8 codes, value = code * scale                     (q8_0)
     bits 4: two codes per byte, value = table[code] * scale + min (q4_0, q4_1, turbo4)
     bits 3: eight codes per three bytes, same formula             (turbo3)
   `table` is indexed by a whole key of bytes: 256 keys x 2 values for 4-bit codes, 4096 keys
   x 4 values (12 bits) for 3-bit codes, so a row decodes with one copy per key.
   Scales and minima are fp16, one per block of `block` values.

   Work is split into (head, token chunk) units, each computing a partial softmax (its max, its
   sum of exponentials and its unnormalized output); the partials of a head are merged at the
   end (the split-softmax of flash-decoding), so any number of threads gets balanced work. */

#include <math.h>
#include <stdint.h>
#if defined(__AVX512F__) || defined(__AVX2__)
#include <immintrin.h>
#endif
#include <stdlib.h>
#include <string.h>

#define MAX_D 512 /* head dimensions up to 512 (64, 128, 256 in today's models) */
#define MAX_G 16  /* query heads per key/value head (GQA ratio) */
#define CHUNK 256

typedef struct {
    const uint8_t *codes;   /* [B*H, capacity, code_bytes] */
    const _Float16 *scale;  /* [B*H, capacity, n_blocks] */
    const _Float16 *minv;   /* same shape as scale, or NULL */
    const float *table;     /* 4-bit: [256][2], 3-bit: [4096][4]; NULL for int8 codes */
    const float *values;    /* 4-bit: the 16 code values (for the SIMD path) */
    int64_t head_codes;     /* elements between heads in codes (capacity * code_bytes) */
    int64_t head_scale;     /* elements between heads in scale / minv (capacity * n_blocks) */
    int32_t code_bytes;
    int32_t bits;
    int32_t block;
} kvt_side;

/* One stored row's codes to their table values (no scale, no min yet). */
static inline void decode_codes(const kvt_side *s, const uint8_t *restrict c, int D, float *restrict dst) {
    if (s->bits == 8) {
        const int8_t *q = (const int8_t *)c;
#pragma omp simd
        for (int d = 0; d < D; d++) dst[d] = (float)q[d];
    } else if (s->bits == 4) {
#if defined(__AVX512F__)
        /* 16 codes (8 bytes) at a time: split nibbles, interleave low/high in code order, widen to
           32-bit lanes, then one in-register table lookup of the 16 code values. */
        const __m512 lut = _mm512_loadu_ps(s->values);
        const __m128i low4 = _mm_set1_epi8(0x0F);
        for (int i = 0; i < D / 2; i += 8) {
            const __m128i bytes = _mm_loadl_epi64((const __m128i *)(c + i));
            const __m128i lo = _mm_and_si128(bytes, low4);
            const __m128i hi = _mm_and_si128(_mm_srli_epi16(bytes, 4), low4);
            const __m512i idx = _mm512_cvtepu8_epi32(_mm_unpacklo_epi8(lo, hi));
            _mm512_storeu_ps(dst + 2 * i, _mm512_permutexvar_ps(idx, lut));
        }
#else
        for (int i = 0; i < D / 2; i++) memcpy(dst + 2 * i, s->table + 2 * c[i], 2 * sizeof(float));
#endif
    } else { /* 3 bits: a 24-bit little-endian word holds two 12-bit keys of four codes */
        for (int g = 0; g < D / 8; g++) {
            const uint32_t w = (uint32_t)c[3 * g] | ((uint32_t)c[3 * g + 1] << 8) | ((uint32_t)c[3 * g + 2] << 16);
            memcpy(dst + 8 * g, s->table + 4 * (w & 0xFFF), 4 * sizeof(float));
            memcpy(dst + 8 * g + 4, s->table + 4 * (w >> 12), 4 * sizeof(float));
        }
    }
}

static inline const uint8_t *row_codes(const kvt_side *s, int64_t head, int64_t t) {
    return s->codes + head * s->head_codes + t * s->code_bytes;
}

static inline int64_t row_blocks(const kvt_side *s, int64_t head, int64_t t, int nb) {
    return head * s->head_scale + t * nb;
}

/* row = row * scale (+ min), per block. */
static inline void scale_row(const kvt_side *s, int64_t o, int nb, float *restrict row) {
    const int bl = s->block;
    for (int j = 0; j < nb; j++) {
        const float f = (float)s->scale[o + j];
        float *restrict x = row + j * bl;
        if (s->minv) {
            const float mn = (float)s->minv[o + j];
#pragma omp simd
            for (int d = 0; d < bl; d++) x[d] = x[d] * f + mn;
        } else {
#pragma omp simd
            for (int d = 0; d < bl; d++) x[d] *= f;
        }
    }
}

/* One unit: query heads 0..G-1 of kv head `head` (batch row `b`), tokens [t0, t1).
   Writes its max and sum of exponentials per query head, and the unnormalized output; mask rows are
   `mstride` bytes apart (NULL: every token attends).
   A key row is decoded and scaled once, then dotted with the G query heads; values accumulate
   (p * scale_b) * codes_b + p * min_b, the scale folded into the weight. */
static void attend_chunk(const float *restrict q, const kvt_side *k, const kvt_side *v, int64_t head, int64_t b,
                         int G, int D, int64_t t0, int64_t t1, float scaling, const uint8_t *restrict mask, int64_t mstride,
                         float *restrict m_out, float *restrict l_out, float *restrict acc) {
    float row[MAX_D] __attribute__((aligned(64)));
    float s[MAX_G][CHUNK];
    float m[MAX_G];
    const int n = (int)(t1 - t0);
    const int knb = D / k->block, vb = v->block, vnb = D / vb;
    for (int g = 0; g < G; g++) m[g] = -INFINITY;
    for (int i = 0; i < n; i++) {
        const int64_t t = t0 + i;
        if (mask && !mask[b * mstride + t]) {
            for (int g = 0; g < G; g++) s[g][i] = -INFINITY;
            continue;
        }
        decode_codes(k, row_codes(k, head, t), D, row);
        scale_row(k, row_blocks(k, head, t, knb), knb, row);
        for (int g = 0; g < G; g++) {
            const float *restrict qg = q + (int64_t)g * D;
            float dot = 0.f;
#pragma omp simd reduction(+ : dot)
            for (int d = 0; d < D; d++) dot += qg[d] * row[d];
            dot *= scaling;
            s[g][i] = dot;
            if (dot > m[g]) m[g] = dot;
        }
    }
    for (int g = 0; g < G; g++) {
        float sum = 0.f;
        if (m[g] != -INFINITY)
            for (int i = 0; i < n; i++) {
                const float p = s[g][i] == -INFINITY ? 0.f : expf(s[g][i] - m[g]);
                s[g][i] = p;
                sum += p;
            }
        m_out[g] = m[g];
        l_out[g] = sum;
        memset(acc + (int64_t)g * D, 0, (size_t)D * sizeof(float));
    }
    for (int i = 0; i < n; i++) {
        const int64_t t = t0 + i;
        if (mask && !mask[b * mstride + t]) continue;
        decode_codes(v, row_codes(v, head, t), D, row);
        const int64_t o = row_blocks(v, head, t, vnb);
        for (int g = 0; g < G; g++) {
            if (m[g] == -INFINITY) continue;
            const float p = s[g][i];
            float *a = acc + (int64_t)g * D;
            for (int j = 0; j < vnb; j++) {
                const float w = p * (float)v->scale[o + j];
                const float add = v->minv ? p * (float)v->minv[o + j] : 0.f;
#pragma omp simd
                for (int d = 0; d < vb; d++) a[j * vb + d] += w * row[j * vb + d] + add;
            }
        }
    }
}

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
    if (D > MAX_D || G > MAX_G || D % k->block || D % v->block || T <= 0 || n_pre < 0 || n_pre > CHUNK ||
        (n_pre > 0 && (!pre_k || !pre_v)))
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
#pragma omp parallel for schedule(static) num_threads(n_threads)
    for (int64_t u = 0; u < units; u++) {
        const int64_t head = u / n_chunks, c = u % n_chunks;
        const int64_t b = head / Hkv;
        const int64_t t0 = c * CHUNK, t1 = t0 + CHUNK < T ? t0 + CHUNK : T;
        attend_chunk(q + head * G * D, k, v, head, b, G, D, t0, t1, scaling, mask ? mask + n_pre : NULL, mstride,
                     m + u * G, l + u * G, acc + u * G * D);
    }
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
