"""The dispatch table over fact kinds covers every kind the material generator produces."""

import pytest

from kvtrial.facts.kinds import KINDS, rules_for
from kvtrial.facts.material import build_material


def test_every_generated_fact_kind_has_rules():
    kinds = {f.kind for seed in range(8) for f in build_material(seed, 600, lambda s: len(s.split())).facts}
    assert kinds == set(KINDS)


def test_an_unknown_kind_names_the_known_ones():
    with pytest.raises(ValueError, match="unknown fact kind 'colour'.*date"):
        rules_for("colour")
