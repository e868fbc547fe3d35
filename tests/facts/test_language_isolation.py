"""Loading a language changes nothing else: a grade depends on the brief, the material and the material's
language alone, never on which languages were loaded (or graded) before in the process. Each language's tables
(its synonyms of the pool items among them) belong to its `Language`, handed down to the rules that read them."""

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kvtrial.facts.cues import mentions
from kvtrial.facts.languages import get_language

ROOT = Path(__file__).resolve().parents[2]
SETS = {"en": ("eval_set.txt", "heldout2_en.txt"), "zh": ("eval_set_zh.txt", "heldout2_zh.txt"),
        "ru": ("eval_set_ru.txt", "heldout2_ru.txt")}
# short answers naming items by a language's synonyms (and other languages' words), for the answer rules
ANSWERS = ("consignment tracking", "test environment", "bar code scanners", "overnight shift", "扫码设备", "沙盒",
           "通宵班", "локализация пользовательских инструкций", "barcode scanner installation")

# Loads and grades `first` (each language: the first eight briefs of its first set; loading a language builds its
# tables, and grading fills the caches its rules keep), then grades the first twelve briefs of each of `target`'s sets
# and every question of their materials against ANSWERS; prints the grades as JSON, one line a brief or answer.
_SCRIPT = r"""
import importlib.util, json, sys
from pathlib import Path
root = Path(sys.argv[1])
spec = importlib.util.spec_from_file_location("facts_agreement", root / "benchmarks" / "facts_agreement.py")
agreement = importlib.util.module_from_spec(spec)
sys.modules["facts_agreement"] = agreement
spec.loader.exec_module(agreement)
from kvtrial.facts.grader import grade_answer, grade_output
from kvtrial.facts.material import approximate_tokens, build_material
sets, answers = json.loads(sys.argv[2]), json.loads(sys.argv[3])
first, target = sys.argv[4].split(",") if sys.argv[4] else [], sys.argv[5]

def grade(code, names, out, limit=None):
    for name in names:
        for b in agreement.read_set(root / "tests" / "facts" / "briefs" / name)[:limit]:
            m = build_material(b.seed, 1024, approximate_tokens, language=code)
            out.write(json.dumps(grade_output(m, b.text).to_dict(), sort_keys=True, ensure_ascii=False) + "\n")
            for q in m.questions:
                for a in answers:
                    out.write(json.dumps(grade_answer(q, a, code).to_dict(), sort_keys=True, ensure_ascii=False) + "\n")

class Null:
    def write(self, s): pass

for code in first:
    grade(code, sets[code][:1], Null(), limit=8)
grade(target, sets[target], sys.stdout, limit=12)
"""


def _grades(first: tuple[str, ...], target: str) -> bytes:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
    done = subprocess.run([sys.executable, "-c", _SCRIPT, str(ROOT), json.dumps(SETS), json.dumps(ANSWERS),
                           ",".join(first), target], capture_output=True, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.count(b"\n") > 100
    return done.stdout


@pytest.mark.parametrize("target,others", [("en", ("zh", "ru")), ("zh", ("ru", "en")), ("ru", ("en", "zh"))])
def test_grades_do_not_depend_on_languages_loaded_before(target, others):
    """The same briefs and answers graded in a fresh interpreter with only the target language loaded, and after
    the other two were loaded and graded (in both orders): the grades are the same, byte for byte."""
    fresh = _grades((), target)
    assert _grades(others, target) == fresh
    assert _grades(others[::-1], target) == fresh


def test_the_synonym_table_belongs_to_the_language():
    """A language with other synonyms reads them; the language itself, loaded before or after it, does not."""
    english = get_language("en")
    item = {"patterns": ["shipment"]}
    custom = dataclasses.replace(english, cues=dataclasses.replace(english.cues, synonyms={"shipment": ("parcel run",)}))
    assert mentions(item, "the parcel run tracking", custom)
    assert not mentions(item, "the parcel run tracking", english)
    assert not mentions(item, "the parcel run tracking", get_language("en"))
    assert mentions(item, "consignment tracking", english) and not mentions(item, "consignment tracking", custom)
    # another language's synonyms are not read for an item of this one, whatever was loaded
    zh_item = {"patterns": ["条码", "扫描器", "扫码枪"]}
    assert mentions(zh_item, "扫码设备", get_language("zh"))
    assert not mentions(zh_item, "扫码设备", english)
