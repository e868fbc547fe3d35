/* Quantize rows of keys or values straight into a cache's packed buffers.

   The same math as the torch quantizers in kvtrial/formats (one function per scheme below), so a
   cache writes the same codes whichever path stores a token; the torch path costs a dozen tensor
   operations per call, which dominates a one-token decode step. Compiled without fast-math and
   without FMA contraction: q8_0 / q4_0 / q4_1 then round exactly as torch does (IEEE float32,
   one rounding per operation). turbo's rotation and norm are sums whose order differs from
   torch's matrix product, so its codes can differ from the torch path's when a value sits within
   a rounding error of a codebook boundary. */

#include <math.h>
#include <stdint.h>
#include <string.h>

#define MAX_D 512
#define MAX_BLOCK 128

enum { Q8_0 = 0, Q4_0 = 1, Q4_1 = 2, TURBO = 3 };

typedef struct {
    int32_t scheme;
    int32_t bits;
    int32_t block;
    const float *rotation;  /* turbo: block x block, rotate with x @ R */
    const float *bounds;    /* turbo: 2^bits - 1 boundaries, ascending */
    const float *centroids; /* turbo: 2^bits code values */
} kvt_quantizer;

static inline float safe_inverse(float s) { return s == 0.f ? 0.f : 1.f / s; }

static inline float clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }

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

static void row_turbo(const kvt_quantizer *f, const float *x, int D, uint8_t *codes, _Float16 *scale) {
    const int n = f->block, levels = 1 << f->bits;
    uint8_t q[MAX_D];
    float rot[MAX_BLOCK];
    for (int b = 0; b < D / n; b++) {
        const float *xb = x + b * n;
        memset(rot, 0, sizeof(float) * n);
        for (int i = 0; i < n; i++) {
            const float xi = xb[i];
            const float *r = f->rotation + (int64_t)i * n;
            for (int j = 0; j < n; j++) rot[j] += xi * r[j];
        }
        float sq = 0.f;
        for (int j = 0; j < n; j++) sq += rot[j] * rot[j];
        const float norm = sqrtf(sq);
        const float gain_to_unit = sqrtf((float)n) / (norm == 0.f ? 1.f : norm);
        float dot = 0.f, ww = 0.f;
        for (int j = 0; j < n; j++) {
            const float unit = rot[j] * gain_to_unit;
            int c = 0;
            for (int k = 0; k < levels - 1; k++) c += unit > f->bounds[k];
            q[b * n + j] = (uint8_t)c;
            const float w = f->centroids[c];
            dot += rot[j] * w, ww += w * w;
        }
        scale[b] = (_Float16)(dot / ww);
    }
    pack(q, D, f->bits, codes);
}

/* x: [heads, T, D] float32. Row (h, t) goes to buffer row h * head_rows + start + t. */
int kvt_quantize_rows(const kvt_quantizer *f, const float *x, int64_t heads, int64_t T, int D, uint8_t *codes,
                      int32_t code_bytes, _Float16 *scale, _Float16 *minv, int64_t head_rows, int64_t start,
                      int n_threads) {
    if (D > MAX_D || D % f->block || f->block > MAX_BLOCK) return -1;
    const int nb = D / f->block;
#pragma omp parallel for schedule(static) num_threads(n_threads) if (heads * T >= 256)
    for (int64_t r = 0; r < heads * T; r++) {
        const int64_t h = r / T, t = r % T, dst = h * head_rows + start + t;
        const float *xr = x + r * D;
        uint8_t *c = codes + dst * code_bytes;
        _Float16 *s = scale + dst * nb;
        switch (f->scheme) {
        case Q8_0: row_q8_0(xr, D, f->block, (int8_t *)c, s); break;
        case Q4_0: row_q4_0(xr, D, f->block, c, s); break;
        case Q4_1: row_q4_1(xr, D, f->block, c, s, minv + dst * nb); break;
        default: row_turbo(f, xr, D, c, s); break;
        }
    }
    return 0;
}
