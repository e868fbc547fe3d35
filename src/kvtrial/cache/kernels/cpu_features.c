/* Which instruction-set extensions the CPU running this process executes, read in the process itself.

   build.py compiles this file alone, without target flags (baseline code every x86-64 CPU runs), and loads it
   before any kernel build: a library whose compiler targeted an extension this CPU lacks (AVX-512 code from a
   shared cache directory, from a compiler that ran elsewhere, or under a binary translator whose /proc/cpuinfo
   shows the host) is then refused with the missing names instead of dying of SIGILL in its first call.

   Bits from CPUID (Intel SDM vol. 2A, "CPUID - CPU Identification": leaf 1 ECX, leaf 7 sub-leaf 0 EBX/ECX/EDX,
   leaf 7 sub-leaf 1 EAX, leaf 0x80000001 ECX). An extension that uses ymm or zmm registers counts only when the
   operating system saves that state (XCR0 via XGETBV, SDM vol. 1, 13.5): without it the instructions fault. */

#include <stdio.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

static unsigned long long kvt_xcr0(void) {
    unsigned int lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((unsigned long long)hi << 32) | lo;
}
#endif

/* Writes "name=0 name=1 ..." for every extension this probe knows (the same names as the compilers' macros,
   __AVX2__ -> avx2), NUL-terminated; returns the length it needs (more than n - 1: cut short). On a CPU that
   is not x86 it knows none and writes "". */
int kvt_cpu_features(char *buf, int n) {
    char out[1024] = "";
#if defined(__x86_64__) || defined(__i386__)
    unsigned int a = 0, b = 0, c = 0, d = 0;
    unsigned int c1 = 0, b7 = 0, c7 = 0, d7 = 0, a71 = 0, cx = 0;
    unsigned int max_leaf = __get_cpuid_max(0, NULL);
    if (__get_cpuid(1, &a, &b, &c, &d)) c1 = c;
    if (max_leaf >= 7) {
        __cpuid_count(7, 0, a, b, c, d);
        b7 = b, c7 = c, d7 = d;
        if (a >= 1) {
            __cpuid_count(7, 1, a, b, c, d);
            a71 = a;
        }
    }
    if (__get_cpuid(0x80000001u, &a, &b, &c, &d)) cx = c;
    const int osxsave = (c1 >> 27) & 1;
    const unsigned long long xcr0 = osxsave ? kvt_xcr0() : 0;
    const int ymm = (xcr0 & 0x6) == 0x6;          /* SSE and AVX state */
    const int zmm = ymm && (xcr0 & 0xE0) == 0xE0; /* opmask, upper zmm0-15, zmm16-31 */
    const struct {
        const char *name;
        int has;
    } table[] = {
        {"sse3", (c1 >> 0) & 1}, {"ssse3", (c1 >> 9) & 1}, {"sse4_1", (c1 >> 19) & 1}, {"sse4_2", (c1 >> 20) & 1},
        {"popcnt", (c1 >> 23) & 1}, {"movbe", (c1 >> 22) & 1}, {"lzcnt", (cx >> 5) & 1},
        {"bmi", (b7 >> 3) & 1}, {"bmi2", (b7 >> 8) & 1},
        {"avx", ymm && ((c1 >> 28) & 1)}, {"fma", ymm && ((c1 >> 12) & 1)}, {"f16c", ymm && ((c1 >> 29) & 1)},
        {"avx2", ymm && ((b7 >> 5) & 1)}, {"avxvnni", ymm && ((a71 >> 4) & 1)},
        {"gfni", (c7 >> 8) & 1}, {"vaes", ymm && ((c7 >> 9) & 1)}, {"vpclmulqdq", ymm && ((c7 >> 10) & 1)},
        {"avx512f", zmm && ((b7 >> 16) & 1)}, {"avx512dq", zmm && ((b7 >> 17) & 1)},
        {"avx512ifma", zmm && ((b7 >> 21) & 1)}, {"avx512cd", zmm && ((b7 >> 28) & 1)},
        {"avx512bw", zmm && ((b7 >> 30) & 1)}, {"avx512vl", zmm && ((b7 >> 31) & 1)},
        {"avx512vbmi", zmm && ((c7 >> 1) & 1)}, {"avx512vbmi2", zmm && ((c7 >> 6) & 1)},
        {"avx512vnni", zmm && ((c7 >> 11) & 1)}, {"avx512bitalg", zmm && ((c7 >> 12) & 1)},
        {"avx512vpopcntdq", zmm && ((c7 >> 14) & 1)}, {"avx512fp16", zmm && ((d7 >> 23) & 1)},
        {"avx512bf16", zmm && ((a71 >> 5) & 1)},
    };
    size_t used = 0;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        used += (size_t)snprintf(out + used, sizeof out - used, "%s%s=%d", i ? " " : "", table[i].name, table[i].has != 0);
#endif
    return snprintf(buf, (size_t)n, "%s", out);
}
