"""Quality of a KV cache setting against the ordinary cache: perplexity, KL divergence, top-1 agreement."""
