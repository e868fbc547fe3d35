"""The C kernels' ABI for ctypes: the structs they read, the scheme ids, and the prototype of every exported function.

The C side is kvt_abi.h, which every kernel source includes; tests/cache/kernels/test_abi.py compiles it and checks this
mirror against it (each field's offset, each struct's size, each argument's type). Declared so that ctypes checks
each call's argument count and converts each argument to its C type (without `argtypes`, a Python int passed for
an int64_t would go as a C int).
"""

from __future__ import annotations

import ctypes
from enum import IntEnum


class KvtSide(ctypes.Structure):
    """`kvt_side` in kvt_abi.h: how one side's (keys or values) stored rows decode."""

    _fields_ = [
        ("codes", ctypes.c_void_p), ("scale", ctypes.c_void_p), ("minv", ctypes.c_void_p), ("table", ctypes.c_void_p),
        ("values", ctypes.c_void_p),
        ("head_codes", ctypes.c_int64), ("head_scale", ctypes.c_int64),
        ("code_bytes", ctypes.c_int32), ("bits", ctypes.c_int32), ("block", ctypes.c_int32),
        ("high", ctypes.c_void_p), ("head_high", ctypes.c_int64), ("high_bytes", ctypes.c_int32),
        ("qdot", ctypes.c_int32),  # a decode step in int8: keys scored with an int8 query, values with int8 weights
    ]


class KvtQuantizer(ctypes.Structure):
    """`kvt_quantizer` in kvt_abi.h: one scheme's parameters (turbo: its rotation and codebook)."""

    _fields_ = [("scheme", ctypes.c_int32), ("bits", ctypes.c_int32), ("block", ctypes.c_int32),
                ("rotation", ctypes.c_void_p), ("bounds", ctypes.c_void_p), ("centroids", ctypes.c_void_p),
                ("factors", ctypes.c_void_p), ("n_factors", ctypes.c_int32)]  # turbo: the gain search's trial scales


class Scheme(IntEnum):
    """`enum kvt_scheme` in kvt_abi.h: the quantization scheme `KvtQuantizer.scheme` names. A member's name is the
    formats' scheme name (`CodeLayout.scheme`) upper-cased, the header's `KVT_<NAME>`; `Scheme.of` reads one."""

    Q8_0 = 0
    Q4_0 = 1
    Q4_1 = 2
    TURBO = 3
    Q5_0 = 4
    Q5_1 = 5
    IQ4_NL = 6

    @classmethod
    def of(cls, name: str) -> Scheme | None:
        """The scheme a layout names (e.g. "q8_0"); None for one the C kernels do not quantize."""
        return cls.__members__.get(name.upper())


_vp, _i32, _i64, _f32 = ctypes.c_void_p, ctypes.c_int32, ctypes.c_int64, ctypes.c_float

#: name -> (restype, argtypes), in the order of the C prototypes.
PROTOTYPES: dict[str, tuple[type, list[type]]] = {
    # int kvt_decode_attention(const float *q, const kvt_side *k, const kvt_side *v, int B, int Hkv, int G,
    #                          int64_t T, int D, float scaling, const uint8_t *mask, const float *sinks, float *out,
    #                          int n_threads, const float *pre_k, const float *pre_v, int n_pre, const float *post_k,
    #                          const float *post_v, int64_t n_post)
    "kvt_decode_attention": (_i32, [_vp, ctypes.POINTER(KvtSide), ctypes.POINTER(KvtSide), _i32, _i32, _i32, _i64,
                                    _i32, _f32, _vp, _vp, _vp, _i32, _vp, _vp, _i32, _vp, _vp, _i64]),
    # int kvt_prefill_attention(const float *q, const kvt_side *k, const kvt_side *v, int B, int Hkv, int G, int L,
    #                           int64_t T, int D, float scaling, const uint8_t *mask, int64_t mask_b, int64_t mask_q,
    #                           int causal, const float *sinks, float *out, int n_threads, const float *pre_k,
    #                           const float *pre_v, int n_pre, const float *post_k, const float *post_v, int64_t n_post)
    "kvt_prefill_attention": (_i32, [_vp, ctypes.POINTER(KvtSide), ctypes.POINTER(KvtSide), _i32, _i32, _i32, _i32,
                                     _i64, _i32, _f32, _vp, _i64, _i64, _i32, _vp, _vp, _i32, _vp, _vp, _i32, _vp, _vp,
                                     _i64]),
    # int kvt_build_info(char *buf, int n)
    "kvt_build_info": (_i32, [_vp, _i32]),
    # int kvt_qdot_info(char *buf, int n)
    "kvt_qdot_info": (_i32, [_vp, _i32]),
    # int kvt_pdot_info(char *buf, int n)
    "kvt_pdot_info": (_i32, [_vp, _i32]),
    # int kvt_quantize_rows(const kvt_quantizer *f, const float *x, int64_t heads, int64_t T, int D, uint8_t *codes,
    #                       int32_t code_bytes, _Float16 *scale, _Float16 *minv, int64_t head_rows, int64_t start,
    #                       int n_threads, uint8_t *high, int32_t high_bytes)
    "kvt_quantize_rows": (_i32, [ctypes.POINTER(KvtQuantizer), _vp, _i64, _i64, _i32, _vp, _i32, _vp, _vp, _i64,
                                 _i64, _i32, _vp, _i32]),
    # int kvt_rotate_rows(const float *x, const float *R, int64_t rows, int D, int transpose, float *out)
    "kvt_rotate_rows": (_i32, [_vp, _vp, _i64, _i32, _i32, _vp]),
}


def declare_signatures(lib: ctypes.CDLL) -> None:
    """Set restype and argtypes of every exported kernel function on a loaded library."""
    for name, (restype, argtypes) in PROTOTYPES.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = restype, argtypes
