/* Runs kvt_decode_attention (or, for a case of several query tokens, kvt_prefill_attention) on one case written by
   kvtrial/cache/kernels/case_file.py and writes its output.

   Built together with the kernel source for any target (the cross-compiled arm64 build runs under
   qemu), so the kernel test table can check a build this machine cannot load into Python.
   Usage: case_driver CASE_FILE OUT_FILE [REPEATS]
   The case file is a sequence of int64 byte length + bytes records, in the order read below. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kvt_abi.h"

#pragma weak kvt_build_info /* absent from older kernel versions */
#pragma weak kvt_qdot_info

static FILE *in;

static void *next(int64_t *len) {
    int64_t n;
    if (fread(&n, sizeof n, 1, in) != 1) {
        fprintf(stderr, "case file ends early\n");
        exit(2);
    }
    *len = n;
    if (n == 0) return NULL;
    void *p = malloc((size_t)n);
    if (!p || fread(p, 1, (size_t)n, in) != (size_t)n) {
        fprintf(stderr, "case file ends early\n");
        exit(2);
    }
    return p;
}

static void read_side(kvt_side *s) {
    int64_t len;
    int64_t *meta = next(&len); /* head_codes, head_scale, code_bytes, bits, block, head_high, high_bytes[, qdot] */
    s->head_codes = meta[0], s->head_scale = meta[1];
    s->qdot = len > 7 * (int64_t)sizeof(int64_t) ? (int32_t)meta[7] : 0;
    s->code_bytes = (int32_t)meta[2], s->bits = (int32_t)meta[3], s->block = (int32_t)meta[4];
    s->head_high = meta[5], s->high_bytes = (int32_t)meta[6];
    s->codes = next(&len);
    s->scale = next(&len);
    s->minv = next(&len);
    s->table = next(&len);
    s->values = next(&len);
    s->high = next(&len);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: case_driver CASE OUT [REPEATS]\n");
        return 2;
    }
    in = fopen(argv[1], "rb");
    if (!in) return 2;
    int64_t len;
    int64_t *p = next(&len); /* B, Hkv, G, T, D, n_pre, n_threads[, L, causal] (L 0: a decode step) */
    const int64_t n_params = len / (int64_t)sizeof(int64_t);
    float *scaling = next(&len);
    kvt_side k, v;
    read_side(&k);
    read_side(&v);
    float *q = next(&len);
    uint8_t *mask = next(&len);
    float *sinks = next(&len);
    float *pre_k = next(&len);
    float *pre_v = next(&len);
    fclose(in);
    const int B = (int)p[0], Hkv = (int)p[1], G = (int)p[2], D = (int)p[4], n_pre = (int)p[5];
    const int64_t T = p[3];
    const int L = n_params > 7 ? (int)p[7] : 0, causal = n_params > 8 ? (int)p[8] : 0;
    const size_t n_out = (size_t)B * Hkv * G * D * (size_t)(L > 0 ? L : 1);
    float *out = calloc(n_out, sizeof(float));
    const int repeats = argc > 3 ? atoi(argv[3]) : 1;
    int rc = 0;
    for (int r = 0; r < repeats; r++) {
        if (L > 0) /* mask rows [B][L][n_pre + T] */
            rc = kvt_prefill_attention(q, &k, &v, B, Hkv, G, L, T, D, *scaling, mask, (int64_t)L * (n_pre + T),
                                       n_pre + T, causal, sinks, out, (int)p[6], pre_k, pre_v, n_pre, NULL, NULL, 0);
        else
            rc = kvt_decode_attention(q, &k, &v, B, Hkv, G, T, D, *scaling, mask, sinks, out, (int)p[6], pre_k, pre_v,
                                      n_pre, NULL, NULL, 0);
    }
    /* the build info, then (after its NUL) the path int8 key scores take */
    char info[64] = {0};
    if (kvt_build_info) kvt_build_info(info, 32);
    if (kvt_qdot_info) kvt_qdot_info(info + 32, 32);
    FILE *o = fopen(argv[2], "wb");
    if (!o) return 2;
    fwrite(&rc, sizeof rc, 1, o);
    fwrite(info, 1, sizeof info, o);
    fwrite(out, sizeof(float), n_out, o);
    fclose(o);
    return 0;
}
