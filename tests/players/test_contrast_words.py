"""The coach compares the declaration's two moves in words that read: "if you pass, the
opponents make ...; if you declare, in about one in ten" (R11, R27), never "after pass"; a
card is still named by its code, "after KSu" (R3)."""

from __future__ import annotations

import pytest

from unsun_lab.contrast import ComboShift, Contrast

#: A combination the opponents make more often after the other move, one the team makes more
#: often after the better move, and later tricks won: every sentence that names the moves.
SHIFTS = (
    ComboShift("Sun-Un", False, False, "KSu", "KUn", 2, 10, 45),
    ComboShift("Sun-Un", True, True, "KSu", "KUn", 2, 45, 10),
)

#: How a move of the declaration must not be named, by language: as if it were a card.
NOT_SAID = {
    "en": ("after declare", "after pass", "with declare", "with pass"),
    "pt": ("com declarar", "com passar"),
    "cs": ("po tahu ohlášení", "po tahu pas", "s tahem pas", "s tahem ohlášení"),
    "ja": ("名乗りなら", "パスなら"),
}


@pytest.mark.parametrize("lang", sorted(NOT_SAID))
def test_the_declaration_s_moves_are_said_as_conditions(lang: str) -> None:
    reasons = Contrast("declare", "pass", 100, 0, 0, (), SHIFTS, 0.5).reasons()
    assert len(reasons) == 3
    said = " ".join(e.render(lang) for e in reasons)
    for wrong in NOT_SAID[lang]:
        assert wrong not in said.lower(), said
    if lang == "en":
        # Each combination names both moves; the later tricks name the better one.
        assert said.count("if you declare") == 3 and said.count("if you pass") == 2, said


def test_a_card_is_named_by_its_code() -> None:
    said = [e.render("en") for e in Contrast("KSu", "K3", 100, 0, 0, (), SHIFTS, 0.5).reasons()]
    assert said[0].startswith("after K3, the opponents make Sun-Un"), said
    assert said[2].startswith("with KSu, your team also wins more"), said
