"""Per-layer cost of a prompt chunk at depth: the C prefill kernel against the torch path and SDPA over float32.

One layer of Gemma 3 270M (1 KV head x 4 query heads, head dim 256); a chunk of 512 query tokens (chunked
prefill's default chunk) whose keys and values are already stored, at a depth of T tokens before it, with the
boolean causal mask [1, 1, 512, T + 512] transformers hands attention for such a chunk:

* sdpa: SDPA over float32 keys and values (what the ordinary cache costs);
* torch path: decode every stored token into a float32 buffer, then SDPA (what a chunk cost before the
  prefill kernel, and what it costs when the kernel cannot serve it);
* C kernel: `fused_prefill_attention`, straight from the packed codes (the mask read in place).

    python benchmarks/prefill_micro.py --depths 4096,16384,32768 --threads 2
    KVTRIAL_KERNEL_ISA=avx2 python benchmarks/prefill_micro.py ...   # another kernel build

Times are the lower quartile of repeated calls. "transient" is what the call writes beside its output: the
torch path's float32 copy of the stored tokens, the kernel's per-thread tile scratch.
"""

from __future__ import annotations

import argparse

import torch
import torch.nn.functional as F
from kernel_micro import StoredLayer, quartile_ms  # the layer set-up and timing the decode benchmark uses

from kvtrial.cache.kernels import fused_prefill_attention, load_kernels

FORMATS = ("q8_0", "q5_1", "q4_0", "iq4_nl", "turbo4", "turbo3")
TILE, ROWS = 32, 64  # the kernel's token tile and query rows per unit (decode_attention.c, PF_TILE / PF_ROWS)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depths", default="4096,16384,32768", help="comma-separated depths (tokens before the chunk)")
    ap.add_argument("--chunk", type=int, default=512, help="query tokens in the chunk")
    ap.add_argument("--formats", default=",".join(FORMATS))
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--calls", type=int, default=5)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    lib = load_kernels()
    if not lib.available:
        raise SystemExit(f"kernels unavailable: {lib.reason}")
    from kvtrial.cache.kernels.build import cpu_name

    print(f"{cpu_name()}; kernel build {lib.build_info}; {args.threads} thread(s), lower-quartile ms per call")
    for depth in (int(x) for x in args.depths.split(",")):
        chunk_table(depth, args.chunk, args.formats.split(","), args.calls, args.threads)


def chunk_table(depth: int, chunk: int, formats: list[str], calls: int, threads: int) -> None:
    b, hkv, group, d = 1, 1, 4, 256
    t = depth + chunk  # the chunk's own tokens are stored before attention runs
    g = torch.Generator().manual_seed(0)
    k, v = torch.randn(b, hkv, t, d, generator=g), torch.randn(b, hkv, t, d, generator=g)
    q = torch.randn(b, hkv * group, chunk, d, generator=g)
    mask = (torch.arange(t)[None, :] <= (torch.arange(chunk) + depth)[:, None]).view(1, 1, chunk, t)
    sdpa_ms = quartile_ms(lambda: F.scaled_dot_product_attention(q, k, v, attn_mask=mask, enable_gqa=True), calls)
    buffer = 2 * k.numel() * 4
    scratch = threads * 4 * (2 * TILE * d + ROWS * TILE + ROWS * (2 + 2 * d) + 2 * TILE * (d // 16))
    print(f"\ndepth {depth} + chunk {chunk}: sdpa over float32 keys/values {sdpa_ms:.1f} ms; transient: torch path "
          f"{buffer / 2**20:.1f} MiB, C kernel {scratch / 2**10:.0f} KiB")
    print("| format | torch path (decode + sdpa) | C kernel | torch path / kernel | kernel / sdpa f32 |")
    print("|---|---|---|---|---|")
    for name in formats:
        torch_ms, kernel_ms = format_times(name, q, k, v, mask, calls)
        print(f"| {name} | {torch_ms:.1f} | {kernel_ms:.1f} | {torch_ms / kernel_ms:.2f} | {kernel_ms / sdpa_ms:.2f} |")


def format_times(name: str, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, mask: torch.Tensor,
                 calls: int) -> tuple[float, float]:
    """(torch path ms, C kernel ms) for one format."""
    layer = StoredLayer(name, q, k, v)

    def kernel():
        out, why = fused_prefill_attention(layer.query, *layer.sides(), mask, k.shape[-1] ** -0.5)
        assert why is None, why
        return out

    return quartile_ms(lambda: layer.torch_path(mask), calls), quartile_ms(kernel, calls)


if __name__ == "__main__":
    main()
