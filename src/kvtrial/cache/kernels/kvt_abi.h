/* The C kernels' ABI: the structs they read and every exported function, declared once.

   Included by decode_attention.c, quantize_rows.c and case_driver.c (the stand-alone driver that runs a
   build Python cannot load). kernels/abi.py mirrors these for ctypes; tests/cache/kernels/test_abi.py compiles
   this header and checks the mirror field by field (offsets, sizes) and argument by argument. */

#ifndef KVT_ABI_H
#define KVT_ABI_H

#include <stdint.h>

/* The quantization scheme a kvt_quantizer names (its `scheme`); kernels/abi.py mirrors these as `Scheme`. */
enum kvt_scheme { KVT_Q8_0 = 0, KVT_Q4_0 = 1, KVT_Q4_1 = 2, KVT_TURBO = 3, KVT_Q5_0 = 4, KVT_Q5_1 = 5, KVT_IQ4_NL = 6 };

/* How one side's (keys or values) stored rows decode. */
typedef struct {
    const uint8_t *codes;   /* [B*H, capacity, code_bytes] */
    const _Float16 *scale;  /* [B*H, capacity, n_blocks] */
    const _Float16 *minv;   /* same shape as scale, or NULL */
    const float *table;     /* 4-bit: [256][2], 3-bit: [4096][4], 5-, 6-bit: [1024 or 4096][2] (lut.split_pair_table); NULL for int8 codes */
    const float *values;    /* 3- to 6-bit: the code values, 16 (2^bits above 4 bits; 3-bit: its 8 twice), for the SIMD paths */
    int64_t head_codes;     /* elements between heads in codes (capacity * code_bytes) */
    int64_t head_scale;     /* elements between heads in scale / minv (capacity * n_blocks) */
    int32_t code_bytes;
    int32_t bits;
    int32_t block;
    const uint8_t *high;    /* 5-, 6-bit: [B*H, capacity, high_bytes], each value's high bits packed as 1- or 2-bit codes */
    int64_t head_high;      /* elements between heads in high (capacity * high_bytes) */
    int32_t high_bytes;
    int32_t qdot;           /* a decode step's dot products in int8, 0 in float. Keys: 1 scores them with the query
                               quantized to int8 (q8_0, 4- and 5-bit integer code values, blocks of 32). Values: 1 sums
                               them with the weights quantized to 8 bits (q8_0, 4-bit integer code values, blocks of
                               32) where the library has that path (kvt_pdot_info), else in float */
} kvt_side;

/* One quantization scheme's parameters (turbo: its rotation and codebook). */
typedef struct {
    int32_t scheme;
    int32_t bits;
    int32_t block;
    const float *rotation;  /* turbo: block x block, rotate with x @ R */
    const float *bounds;    /* turbo: 2^bits - 1 boundaries, ascending */
    const float *centroids; /* turbo: 2^bits code values */
    const float *factors;   /* turbo: trial scales relative to the norm's, searched in order */
    int32_t n_factors;
} kvt_quantizer;

/* Attention of one query token over packed keys and values (decode_attention.c). */
int kvt_decode_attention(const float *q, const kvt_side *k, const kvt_side *v, int B, int Hkv, int G, int64_t T,
                         int D, float scaling, const uint8_t *mask, const float *sinks, float *out, int n_threads,
                         const float *pre_k, const float *pre_v, int n_pre, const float *post_k, const float *post_v,
                         int64_t n_post);

/* Attention of L query tokens (a prompt chunk) over packed keys and values (decode_attention.c). */
int kvt_prefill_attention(const float *q, const kvt_side *k, const kvt_side *v, int B, int Hkv, int G, int L,
                          int64_t T, int D, float scaling, const uint8_t *mask, int64_t mask_b, int64_t mask_q,
                          int causal, const float *sinks, float *out, int n_threads, const float *pre_k,
                          const float *pre_v, int n_pre, const float *post_k, const float *post_v, int64_t n_post);

/* The instruction set and threading a library was built with, as "isa+threads" (decode_attention.c). */
int kvt_build_info(char *buf, int n);

/* The instruction path int8 key scores take in a library: "avx512vnni", "avx2", "neon-sdot" or "generic"
   (decode_attention.c). */
int kvt_qdot_info(char *buf, int n);

/* The instruction path int8 value sums take in a library: "avx512vnni", or "none" where the library sums values in
   float whatever a side asks (decode_attention.c). */
int kvt_pdot_info(char *buf, int n);

/* Rows quantized into a store's fields (quantize_rows.c). */
int kvt_quantize_rows(const kvt_quantizer *f, const float *x, int64_t heads, int64_t T, int D, uint8_t *codes,
                      int32_t code_bytes, _Float16 *scale, _Float16 *minv, int64_t head_rows, int64_t start,
                      int n_threads, uint8_t *high, int32_t high_bytes);

/* out = x @ R (transpose 0) or x @ R^T (transpose 1), rows x D by D x D, on the calling thread (quantize_rows.c). */
int kvt_rotate_rows(const float *x, const float *R, int64_t rows, int D, int transpose, float *out);

#endif
