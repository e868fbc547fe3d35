/* Runs kvt_rotate_rows on rows read from a file and writes its result: a build of quantize_rows.c this machine
   cannot load into Python (the arm64 ones, under qemu) checked by tests/cache/kernels/test_arm64_rotate.py.
   Usage: rotate_driver IN OUT. IN: int64 rows, D, transpose, then rows * D floats (x), D * D floats (R).
   OUT: the return code as an int64, then rows * D floats. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "kvt_abi.h"

int main(int argc, char **argv) {
    if (argc != 3) return 2;
    FILE *in = fopen(argv[1], "rb"), *out = fopen(argv[2], "wb");
    int64_t head[3];
    if (!in || !out || fread(head, sizeof head, 1, in) != 1) return 2;
    const int64_t rows = head[0], D = head[1];
    float *x = malloc(sizeof(float) * (size_t)(rows * D)), *R = malloc(sizeof(float) * (size_t)(D * D));
    float *y = calloc((size_t)(rows * D), sizeof(float));
    if (!x || !R || !y || fread(x, sizeof(float), (size_t)(rows * D), in) != (size_t)(rows * D) ||
        fread(R, sizeof(float), (size_t)(D * D), in) != (size_t)(D * D))
        return 2;
    const int64_t rc = kvt_rotate_rows(x, R, rows, (int)D, (int)head[2], y);
    fwrite(&rc, sizeof rc, 1, out);
    fwrite(y, sizeof(float), (size_t)(rows * D), out);
    return fclose(out) != 0;
}
