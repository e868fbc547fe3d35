"""kvtrial: bit-packed KV caches for transformers, and the experiment that says whether to use them."""

__version__ = "0.1.0"
