"""A tiny random Llama saved as a Hugging Face folder with a small trained byte-level BPE tokenizer,
so worker processes can load it by path like any local model."""

from __future__ import annotations

from pathlib import Path

import torch
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
from transformers import LlamaForCausalLM, PreTrainedTokenizerFast

from tests.conftest import tiny_llama_config

VOCAB = 2048
CONTEXT = 2048


def _training_text() -> list[str]:
    from kvtrial.facts import build_material

    texts = []
    for seed in range(6):
        m = build_material(seed, 2000, lambda s: len(s) // 4)
        texts += m.paragraphs + [m.prompt]
    return texts


def make_tokenizer() -> PreTrainedTokenizerFast:
    """A small byte-level BPE tokenizer trained on the facts material (VOCAB tokens)."""
    tok = Tokenizer(models.BPE(unk_token=None))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=VOCAB, special_tokens=["<pad>", "<s>", "</s>"],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False)
    tok.train_from_iterator(_training_text(), trainer)
    return PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="<pad>", bos_token="<s>", eos_token="</s>")


def make_tiny_folder(folder: Path) -> Path:
    fast = make_tokenizer()
    config = tiny_llama_config(vocab_size=VOCAB, max_position_embeddings=CONTEXT, pad_token_id=0, bos_token_id=1,
                               eos_token_id=2)
    torch.manual_seed(1234)
    model = LlamaForCausalLM(config).eval()
    folder.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(folder)
    fast.save_pretrained(folder)
    return folder
