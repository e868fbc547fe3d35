/* Quantize rows of keys or values straight into a cache's packed buffers.

   The same math as the torch quantizers in kvtrial/formats (one function per scheme below), so a
   cache writes the same codes whichever path stores a token; the torch path costs a dozen tensor
   operations per call, which dominates a one-token decode step. Compiled without fast-math and
   without FMA contraction: q8_0 / q5_0 / q5_1 / q4_0 / q4_1 / iq4_nl then round exactly as torch
   does (IEEE float32, one rounding per operation; iq4_nl's sums run value by value in both). turbo's rotation and norm are sums whose order differs from
   torch's matrix product, so its codes can differ from the torch path's when a value sits within
   a rounding error of a codebook boundary. */

#if !defined(KVT_PORTABLE) && (defined(__AVX512F__) || defined(__AVX2__))
#include <immintrin.h>
#endif
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kvt_abi.h"

#define MAX_D 512
#define MAX_BLOCK 128

static inline float safe_inverse(float s) { return s == 0.f ? 0.f : 1.f / s; }

static inline float clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }

/* 5- and 6-bit codes, stored split (formats/split.py): the low 4 bits two per byte (as 4-bit codes), the high
   bits (1 or 2 per value) packed as 1- or 2-bit codes (value i's at bit offset hbits * i of the plane). */
static void pack_split(const uint8_t *q, int D, int bits, uint8_t *out, uint8_t *high) {
    const int hbits = bits - 4, per = 8 / hbits;
    for (int i = 0; i < D / 2; i++) out[i] = (uint8_t)((q[2 * i] & 15) | ((q[2 * i + 1] & 15) << 4));
    for (int k = 0; k < D / per; k++) {
        uint8_t h = 0;
        for (int j = 0; j < per; j++) h |= (uint8_t)((q[per * k + j] >> 4) << (hbits * j));
        high[k] = h;
    }
}

static void pack(const uint8_t *q, int D, int bits, uint8_t *out) {
    if (bits == 4) {
        for (int i = 0; i < D / 2; i++) out[i] = (uint8_t)(q[2 * i] | (q[2 * i + 1] << 4));
    } else { /* 3 bits: eight codes in a little-endian 24-bit word */
        for (int g = 0; g < D / 8; g++) {
            uint32_t w = 0;
            for (int j = 0; j < 8; j++) w |= (uint32_t)q[8 * g + j] << (3 * j);
            out[3 * g] = (uint8_t)w, out[3 * g + 1] = (uint8_t)(w >> 8), out[3 * g + 2] = (uint8_t)(w >> 16);
        }
    }
}

static void row_q8_0(const float *x, int D, int block, int8_t *codes, _Float16 *scale) {
    for (int b = 0; b < D / block; b++) {
        const float *xb = x + b * block;
        float amax = 0.f;
        for (int i = 0; i < block; i++) amax = fmaxf(amax, fabsf(xb[i]));
        const _Float16 s = (_Float16)(amax / 127.0f);
        const float inv = safe_inverse((float)s);
        for (int i = 0; i < block; i++) codes[b * block + i] = (int8_t)clampf(rintf(xb[i] * inv), -127.f, 127.f);
        scale[b] = s;
    }
}

static void row_q4_0(const float *x, int D, int block, uint8_t *codes, _Float16 *scale) {
    uint8_t q[MAX_D];
    for (int b = 0; b < D / block; b++) {
        const float *xb = x + b * block;
        int arg = 0; /* first value of largest magnitude, as torch.argmax */
        for (int i = 1; i < block; i++)
            if (fabsf(xb[i]) > fabsf(xb[arg])) arg = i;
        const _Float16 s = (_Float16)(xb[arg] / -8.0f);
        const float inv = safe_inverse((float)s);
        for (int i = 0; i < block; i++) {
            const float scaled = xb[i] * inv;
            q[b * block + i] = (uint8_t)clampf(floorf(scaled + 8.5f), 0.f, 15.f);
        }
        scale[b] = s;
    }
    pack(q, D, 4, codes);
}

static void row_q4_1(const float *x, int D, int block, uint8_t *codes, _Float16 *scale, _Float16 *minv) {
    uint8_t q[MAX_D];
    for (int b = 0; b < D / block; b++) {
        const float *xb = x + b * block;
        float lo = xb[0], hi = xb[0];
        for (int i = 1; i < block; i++) lo = fminf(lo, xb[i]), hi = fmaxf(hi, xb[i]);
        const _Float16 l16 = (_Float16)lo;
        const _Float16 s = (_Float16)((hi - (float)l16) / 15.0f);
        const float inv = safe_inverse((float)s);
        for (int i = 0; i < block; i++) {
            const float shifted = xb[i] - (float)l16;
            q[b * block + i] = (uint8_t)clampf(rintf(shifted * inv), 0.f, 15.f);
        }
        scale[b] = s, minv[b] = l16;
    }
    pack(q, D, 4, codes);
}

/* The first value of largest magnitude (as torch.argmax of |x|). */
static inline float extreme(const float *xb, int block) {
    int arg = 0;
    for (int i = 1; i < block; i++)
        if (fabsf(xb[i]) > fabsf(xb[arg])) arg = i;
    return xb[arg];
}

/* llama.cpp's q5_0: d = m / -16 in float32, 1 / d from it, code = min(31, trunc(x / d + 16.5)). */
static void row_q5_0(const float *x, int D, int block, uint8_t *codes, uint8_t *high, _Float16 *scale) {
    uint8_t q[MAX_D];
    for (int b = 0; b < D / block; b++) {
        const float *xb = x + b * block;
        const float d = extreme(xb, block) / -16.0f, inv = safe_inverse(d);
        for (int i = 0; i < block; i++) q[b * block + i] = (uint8_t)clampf(truncf(xb[i] * inv + 16.5f), 0.f, 31.f);
        scale[b] = (_Float16)d;
    }
    pack_split(q, D, 5, codes, high);
}

/* llama.cpp's q5_1: min m and d = (max - m) / 31 in float32, code = trunc((x - m) / d + 0.5). */
static void row_q5_1(const float *x, int D, int block, uint8_t *codes, uint8_t *high, _Float16 *scale,
                     _Float16 *minv) {
    uint8_t q[MAX_D];
    for (int b = 0; b < D / block; b++) {
        const float *xb = x + b * block;
        float lo = xb[0], hi = xb[0];
        for (int i = 1; i < block; i++) lo = fminf(lo, xb[i]), hi = fmaxf(hi, xb[i]);
        const float d = (hi - lo) / 31.0f, inv = safe_inverse(d);
        for (int i = 0; i < block; i++) q[b * block + i] = (uint8_t)clampf(truncf((xb[i] - lo) * inv + 0.5f), 0.f, 31.f);
        scale[b] = (_Float16)d, minv[b] = (_Float16)lo;
    }
    pack_split(q, D, 5, codes, high);
}

static const float IQ4NL[16] = {-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113};

/* The nearest table entry (float32 distances, a tie to the larger entry), as formats/iq4_nl.py. */
static inline int iq4nl_nearest(float v) {
    int upper = 0;
    for (int k = 0; k < 16; k++) upper += v >= IQ4NL[k];
    upper = upper < 1 ? 1 : upper > 15 ? 15 : upper;
    return v - IQ4NL[upper - 1] < IQ4NL[upper] - v ? upper - 1 : upper;
}

/* llama.cpp's iq4_nl cache writer: codes at d0 = m / -127, then the x^2-weighted least-squares scale. */
static void row_iq4_nl(const float *x, int D, int block, uint8_t *codes, _Float16 *scale) {
    uint8_t q[MAX_D];
    for (int b = 0; b < D / block; b++) {
        const float *xb = x + b * block;
        const float m = extreme(xb, block);
        uint8_t *qb = q + b * block;
        if (!(fabsf(m) >= 1e-15f)) {
            memset(qb, 8, (size_t)block);
            scale[b] = (_Float16)0.f;
            continue;
        }
        const float inv = 1.0f / (m / -127.0f);
        float sumqx = 0.f, sumq2 = 0.f;
        for (int i = 0; i < block; i++) {
            qb[i] = (uint8_t)iq4nl_nearest(inv * xb[i]);
            const float v = IQ4NL[qb[i]], wq = (xb[i] * xb[i]) * v;
            sumqx += wq * xb[i], sumq2 += wq * v;
        }
        scale[b] = (_Float16)(sumq2 > 0.f ? sumqx / sumq2 : 0.f);
    }
    pack(q, D, 4, codes);
}

/* turbo's trial scales go in vectors of TW trials (one lane per trial): each lane runs exactly the scalar
   arithmetic of its trial, value by value in the block's order (the same products and sums, rounded the same),
   so the search keeps the very gain and codes a trial-by-trial loop keeps. A value's code is the number of
   boundaries below it; its codebook value is found without a branch: starting from the lowest entry, each
   boundary the value is above selects the next entry (the boundaries ascend, so the last one selected is the
   value's own). */
#if !defined(KVT_PORTABLE) && defined(__AVX512F__)
#define TW 16
typedef __m512 kvt_tv;
static inline kvt_tv tv_splat(float x) { return _mm512_set1_ps(x); }
static inline kvt_tv tv_mul(kvt_tv a, kvt_tv b) { return _mm512_mul_ps(a, b); }
static inline kvt_tv tv_add(kvt_tv a, kvt_tv b) { return _mm512_add_ps(a, b); }
static inline kvt_tv tv_div(kvt_tv a, kvt_tv b) { return _mm512_div_ps(a, b); }
/* where unit > bound, c; elsewhere w */
static inline kvt_tv tv_above(kvt_tv unit, float bound, kvt_tv w, float c) {
    return _mm512_mask_mov_ps(w, _mm512_cmp_ps_mask(unit, _mm512_set1_ps(bound), _CMP_GT_OQ), _mm512_set1_ps(c));
}
static inline void tv_store(float *p, kvt_tv a) { _mm512_storeu_ps(p, a); }
/* out[l] = the number of the `count` ascending bounds below unit[l] */
static inline void tv_codes(kvt_tv unit, const float *bounds, int count, uint8_t *out) {
    __m512i c = _mm512_setzero_si512();
    for (int k = 0; k < count; k++)
        c = _mm512_mask_add_epi32(c, _mm512_cmp_ps_mask(unit, _mm512_set1_ps(bounds[k]), _CMP_GT_OQ), c,
                                  _mm512_set1_epi32(1));
    _mm_storeu_si128((__m128i *)out, _mm512_cvtepi32_epi8(c));
}
#elif !defined(KVT_PORTABLE) && defined(__AVX2__)
#define TW 8
typedef __m256 kvt_tv;
static inline kvt_tv tv_splat(float x) { return _mm256_set1_ps(x); }
static inline kvt_tv tv_mul(kvt_tv a, kvt_tv b) { return _mm256_mul_ps(a, b); }
static inline kvt_tv tv_add(kvt_tv a, kvt_tv b) { return _mm256_add_ps(a, b); }
static inline kvt_tv tv_div(kvt_tv a, kvt_tv b) { return _mm256_div_ps(a, b); }
static inline kvt_tv tv_above(kvt_tv unit, float bound, kvt_tv w, float c) {
    return _mm256_blendv_ps(w, _mm256_set1_ps(c), _mm256_cmp_ps(unit, _mm256_set1_ps(bound), _CMP_GT_OQ));
}
static inline void tv_store(float *p, kvt_tv a) { _mm256_storeu_ps(p, a); }
static inline void tv_codes(kvt_tv unit, const float *bounds, int count, uint8_t *out) {
    __m256i c = _mm256_setzero_si256(); /* minus the count: a true comparison is all ones, -1 */
    for (int k = 0; k < count; k++)
        c = _mm256_add_epi32(c, _mm256_castps_si256(_mm256_cmp_ps(unit, _mm256_set1_ps(bounds[k]), _CMP_GT_OQ)));
    int32_t lanes[TW];
    _mm256_storeu_si256((__m256i *)lanes, c);
    for (int l = 0; l < TW; l++) out[l] = (uint8_t)-lanes[l];
}
#else /* GNU vectors of four floats: SSE, NEON, or scalar code where a target has no SIMD */
#define TW 4
typedef float kvt_tv __attribute__((vector_size(16)));
typedef int32_t kvt_tvi __attribute__((vector_size(16)));
static inline kvt_tv tv_splat(float x) { return (kvt_tv){x, x, x, x}; }
static inline kvt_tv tv_mul(kvt_tv a, kvt_tv b) { return a * b; }
static inline kvt_tv tv_add(kvt_tv a, kvt_tv b) { return a + b; }
static inline kvt_tv tv_div(kvt_tv a, kvt_tv b) { return a / b; }
static inline kvt_tv tv_above(kvt_tv unit, float bound, kvt_tv w, float c) {
    const kvt_tvi above = unit > tv_splat(bound); /* all ones where true (false for NaN, as the scalar >) */
    return (kvt_tv)(((kvt_tvi)tv_splat(c) & above) | ((kvt_tvi)w & ~above));
}
static inline void tv_store(float *p, kvt_tv a) { memcpy(p, &a, sizeof a); }
static inline void tv_codes(kvt_tv unit, const float *bounds, int count, uint8_t *out) {
    kvt_tvi c = {0, 0, 0, 0}; /* minus the count: a true comparison is all ones, -1 */
    for (int k = 0; k < count; k++) c += unit > tv_splat(bounds[k]);
    for (int l = 0; l < TW; l++) out[l] = (uint8_t)-c[l];
}
#endif

/* out = x @ R for one row of n values (R: n x n, row-major): each row of R, times x_i, added in the order of i, so
   every output value sums its n products in one order whatever the SIMD width (no FMA contraction in this file). */
static inline void rotate_row(const float *x, const float *R, int n, float *restrict out) {
    memset(out, 0, sizeof(float) * n);
    for (int i = 0; i < n; i++) {
        const float xi = x[i];
        const float *r = R + (int64_t)i * n;
        for (int j = 0; j < n; j++) out[j] += xi * r[j];
    }
}

static void row_turbo(const kvt_quantizer *f, const float *x, int D, uint8_t *codes, uint8_t *high, _Float16 *scale) {
    const int n = f->block, levels = 1 << f->bits;
    uint8_t q[MAX_D];
    float rot[MAX_BLOCK];
    for (int b = 0; b < D / n; b++) {
        const float *xb = x + b * n;
        rotate_row(xb, f->rotation, n, rot);
        float sq = 0.f;
        for (int j = 0; j < n; j++) sq += rot[j] * rot[j];
        const float norm = sqrtf(sq);
        const float gain_to_unit = sqrtf((float)n) / (norm == 0.f ? 1.f : norm);
        /* Code the block at each trial scale; keep the trial whose least-squares gain fits best (largest
           dot * gain; strictly larger, so the first of equal trials wins, as in torch). */
        float best_fit = 0.f, best_gain = 0.f;
        int best = 0;
        for (int t0 = 0; t0 < f->n_factors; t0 += TW) {
            float lane_to_unit[TW];
            for (int l = 0; l < TW; l++) /* lanes past the last trial repeat it (their results are not read) */
                lane_to_unit[l] = gain_to_unit / f->factors[t0 + l < f->n_factors ? t0 + l : f->n_factors - 1];
            kvt_tv to_unit;
            memcpy(&to_unit, lane_to_unit, sizeof to_unit);
            kvt_tv dot = tv_splat(0.f), ww = tv_splat(0.f);
            for (int j = 0; j < n; j++) {
                const kvt_tv v = tv_splat(rot[j]), unit = tv_mul(v, to_unit);
                kvt_tv w = tv_splat(f->centroids[0]);
                for (int k = 0; k < levels - 1; k++) w = tv_above(unit, f->bounds[k], w, f->centroids[k + 1]);
                dot = tv_add(dot, tv_mul(v, w));
                ww = tv_add(ww, tv_mul(w, w));
            }
            float gain[TW], fit[TW];
            const kvt_tv g = tv_div(dot, ww);
            tv_store(gain, g), tv_store(fit, tv_mul(dot, g));
            for (int l = 0; l < TW && t0 + l < f->n_factors; l++)
                if (t0 + l == 0 || fit[l] > best_fit) best_fit = fit[l], best_gain = gain[l], best = t0 + l;
        }
        /* The kept trial's codes, TW values at a time (every block is a multiple of 16): the same products as its
           lane's, and the number of boundaries below each, the entry its lane selected. */
        const kvt_tv to_unit = tv_splat(gain_to_unit / f->factors[best]);
        for (int j = 0; j < n; j += TW) {
            kvt_tv v;
            memcpy(&v, rot + j, sizeof v);
            tv_codes(tv_mul(v, to_unit), f->bounds, levels - 1, q + b * n + j);
        }
        scale[b] = (_Float16)best_gain;
    }
    if (f->bits >= 5)
        pack_split(q, D, f->bits, codes, high);
    else
        pack(q, D, f->bits, codes);
}

/* x: [heads, T, D] float32. Row (h, t) goes to buffer row h * head_rows + start + t. */
int kvt_quantize_rows(const kvt_quantizer *f, const float *x, int64_t heads, int64_t T, int D, uint8_t *codes,
                      int32_t code_bytes, _Float16 *scale, _Float16 *minv, int64_t head_rows, int64_t start,
                      int n_threads, uint8_t *high, int32_t high_bytes) {
    if (D > MAX_D || D % f->block || f->block > MAX_BLOCK || (f->scheme == KVT_TURBO && f->n_factors < 1)) return -1;
    if ((f->scheme == KVT_Q5_0 || f->scheme == KVT_Q5_1 || f->bits == 5 || f->bits == 6) &&
        (!high || high_bytes != D * (f->bits - 4) / 8))
        return -1;
    const int nb = D / f->block;
#pragma omp parallel for schedule(static) num_threads(n_threads) if (heads * T >= 256)
    for (int64_t r = 0; r < heads * T; r++) {
        const int64_t h = r / T, t = r % T, dst = h * head_rows + start + t;
        const float *xr = x + r * D;
        uint8_t *c = codes + dst * code_bytes;
        _Float16 *s = scale + dst * nb;
        switch (f->scheme) {
        case KVT_Q8_0: row_q8_0(xr, D, f->block, (int8_t *)c, s); break;
        case KVT_Q4_0: row_q4_0(xr, D, f->block, c, s); break;
        case KVT_Q4_1: row_q4_1(xr, D, f->block, c, s, minv + dst * nb); break;
        case KVT_Q5_0: row_q5_0(xr, D, f->block, c, high + dst * high_bytes, s); break;
        case KVT_Q5_1: row_q5_1(xr, D, f->block, c, high + dst * high_bytes, s, minv + dst * nb); break;
        case KVT_IQ4_NL: row_iq4_nl(xr, D, f->block, c, s); break;
        default: row_turbo(f, xr, D, c, high ? high + dst * high_bytes : NULL, s); break;
        }
    }
    return 0;
}

/* out = x @ R (transpose 0) or x @ R^T (transpose 1) for `rows` rows of D values, on the calling thread: the query
   taken into a stored basis and an output taken back, a few rows per decode step, too small to share between
   threads. R^T is copied out first so both directions run rotate_row's vectorized loop. out must not overlap x. */
int kvt_rotate_rows(const float *x, const float *R, int64_t rows, int D, int transpose, float *out) {
    if (D < 1 || rows < 0) return -1;
    float *t = NULL;
    if (transpose) {
        t = malloc(sizeof(float) * (size_t)D * (size_t)D);
        if (!t) return -1;
        for (int i = 0; i < D; i++)
            for (int j = 0; j < D; j++) t[(int64_t)i * D + j] = R[(int64_t)j * D + i];
    }
    const float *M = transpose ? t : R;
    for (int64_t r = 0; r < rows; r++) rotate_row(x + r * D, M, D, out + r * D);
    free(t);
    return 0;
}
