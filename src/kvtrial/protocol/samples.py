"""The inputs of a run: the fictional project-brief material (kvtrial.facts) at each length, formatted
with the model's chat template and tokenized once, identical for every branch; and the grading of
each generated text against its source material (facts) plus the integrity checks."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.protocol.modelref import encode, format_prompt


@dataclass
class Sample:
    """One input length: the material, the full prompt, the formatted input and its token ids."""

    sample_id: str
    target_tokens: int
    material: Any  # kvtrial.facts.Material
    formatted: str
    input_ids: list[int]

    @property
    def input_sha256(self) -> str:
        return hashlib.sha256(",".join(map(str, self.input_ids)).encode()).hexdigest()

    def to_dict(self) -> dict[str, Any]:
        return {"sample_id": self.sample_id, "target_tokens": self.target_tokens, "input_tokens": len(self.input_ids),
                "input_sha256": self.input_sha256, "material_id": self.material.material_id,
                "material": self.material.to_dict(), "formatted_input": self.formatted, "input_ids": self.input_ids}


def sample_seed(sample_id: str) -> int:
    """The material seed of a sample id: stable across machines and Python runs."""
    return int(hashlib.sha256(sample_id.encode()).hexdigest()[:8], 16)


def build_sample(tokenizer: Any, sample_id: str, target_tokens: int) -> Sample:
    """Material padded so that the formatted input is at most `target_tokens` tokens (and close to it)."""
    from kvtrial.facts import build_material

    overhead = len(encode(tokenizer, format_prompt(tokenizer, ""))) + 1
    if target_tokens <= overhead + 32:
        raise KvtrialError(f"input length {target_tokens} tokens is too short for the fact material "
                           f"(the template alone takes {overhead}); use at least {overhead + 64}")

    def count(text: str) -> int:
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    material = build_material(sample_seed(sample_id), target_tokens - overhead, count)
    formatted = format_prompt(tokenizer, material.prompt)
    ids = encode(tokenizer, formatted)
    return Sample(f"{sample_id}@{target_tokens}", target_tokens, material, formatted, ids)


def grade(sample: Sample, text: str, stop_reason: str | None, output_tokens: int | None,
          budget: int | None) -> tuple[int, dict[str, Any], dict[str, Any]]:
    """(fact errors, fact grades, integrity report) of one generated text, against the source material."""
    from kvtrial.facts import grade_output
    from kvtrial.integrity import check_integrity

    grades = grade_output(sample.material, text)
    integrity = check_integrity(text, stop_reason, sample.material.required_sections,
                                output_tokens=output_tokens, budget=budget)
    return int(grades.errors), grades.to_dict(), integrity.to_dict()
