"""`kvtrial tune`: per-layer key/value formats chosen from each layer's and side's measured sensitivity."""
